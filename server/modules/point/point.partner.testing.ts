import type { CancelAnswer, PartnerAnswer, PartnerPoints } from './partner-points.ts';

/**
 * A partner that keeps the documented protocol's state per key (docs/partner-points.md): a confirm
 * is final, a cancel once confirmed answers 409, a cancelled key refuses a later confirm. The test
 * decides which answers get lost on the way back: `lateConfirm` (the confirm is done, its answer
 * comes after our timeout) and `cancelDown` (the cancel is not answered, and not done either).
 */
export function protocolPartner() {
  const state = new Map<string, 'accepted' | 'confirmed' | 'cancelled'>();
  const calls = { request: 0, confirm: 0, cancel: 0 };
  const options = { lateConfirm: false, cancelDown: false, delayMs: 0 };
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const partner: PartnerPoints = {
    async request(input): Promise<PartnerAnswer> {
      calls.request += 1;
      if (state.get(input.idempotencyKey) === 'cancelled') return { kind: 'rejected', reason: 'cancelled' };
      if (!state.has(input.idempotencyKey)) state.set(input.idempotencyKey, 'accepted');
      return { kind: 'accepted', transactionId: `tx-${input.idempotencyKey}` };
    },
    async confirm(key): Promise<PartnerAnswer> {
      calls.confirm += 1;
      const now = state.get(key);
      if (now === undefined) return { kind: 'rejected', reason: 'unknown exchange' };
      if (now === 'cancelled') return { kind: 'rejected', reason: 'cancelled' };
      state.set(key, 'confirmed');
      if (options.lateConfirm) return { kind: 'unavailable', reason: 'no answer within 5000 ms' };
      return { kind: 'accepted', transactionId: `tx-${key}` };
    },
    async cancel(key): Promise<CancelAnswer> {
      calls.cancel += 1;
      await pause();
      if (options.cancelDown) return { kind: 'unavailable', reason: 'HTTP 503' };
      if (state.get(key) === 'confirmed') return { kind: 'confirmed' };
      state.set(key, 'cancelled');
      return { kind: 'cancelled' };
    },
  };
  return { partner, state, calls, options };
}
