import { currentTick, useNow, useTickValue } from '../../../platform/ticker.ts';

export type DealPhase = 'upcoming' | 'live' | 'ended';

export interface DealClock {
  phase: DealPhase;
  /** Until the start while upcoming, until the end while live, 0 once ended. */
  remainingMs: number;
}

/** Where a deal window stands at `nowMs`: it starts at `startsAt` inclusive and ends at `endsAt` exclusive. */
export function dealClockAt(startsAtMs: number, endsAtMs: number, nowMs: number): DealClock {
  if (nowMs < startsAtMs) return { phase: 'upcoming', remainingMs: startsAtMs - nowMs };
  if (nowMs < endsAtMs) return { phase: 'live', remainingMs: endsAtMs - nowMs };
  return { phase: 'ended', remainingMs: 0 };
}

/**
 * How far the phone's clock is behind the server's, from a response's `serverTime` and the moment it
 * arrived (TanStack Query's `dataUpdatedAt`). Countdowns add it, so a wrong phone clock does not end a
 * deal early. A missing or unreadable time means no correction.
 */
export function clockOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  const server = serverTime === undefined ? Number.NaN : Date.parse(serverTime);
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
}

/** A deal's phase and time left, ticking on the shared one-second clock until the deal ends. */
export function useDealClock(startsAt: string, endsAt: string, offsetMs: number): DealClock {
  const startsAtMs = Date.parse(startsAt);
  const endsAtMs = Date.parse(endsAt);
  // An ended deal never changes again: stop listening to the ticker.
  const running = dealClockAt(startsAtMs, endsAtMs, currentTick() + offsetMs).phase !== 'ended';
  const now = useNow(running);
  return dealClockAt(startsAtMs, endsAtMs, now + offsetMs);
}

/** Only the phase: re-renders when the deal opens or ends, not every second (the countdown chip does that). */
export function useDealPhase(startsAt: string, endsAt: string, offsetMs: number): DealPhase {
  const startsAtMs = Date.parse(startsAt);
  const endsAtMs = Date.parse(endsAt);
  const phaseAt = (now: number) => dealClockAt(startsAtMs, endsAtMs, now + offsetMs).phase;
  return useTickValue(phaseAt, phaseAt(currentTick()) !== 'ended');
}
