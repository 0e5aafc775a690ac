import { STAR_EXCHANGE } from '#contract/rules/star-rules.ts';

/**
 * The amount picker's rules, from the contract's exchange terms (STAR_EXCHANGE): whole steps of
 * `unit` stars, at least `minimum`, at most the balance rounded down to a step (and the partner's
 * per-request `maximum`). The server checks the same terms; these keep the picker from offering an
 * amount it would refuse.
 */
const { unit, minimum, maximum } = STAR_EXCHANGE;

/** The most stars one exchange can take from this balance; 0 when not even the minimum is there. */
export function maxExchangeable(balance: number): number {
  const whole = Number.isFinite(balance) ? Math.max(0, Math.floor(balance)) : 0;
  const most = Math.floor(Math.min(whole, maximum) / unit) * unit;
  return most >= minimum ? most : 0;
}

/** Any wish made a valid amount: down to a step, then into minimum..max; 0 when nothing can be exchanged. */
export function clampAmount(amount: number, balance: number): number {
  const most = maxExchangeable(balance);
  if (most === 0) return 0;
  const stepped = Number.isFinite(amount) ? Math.floor(amount / unit) * unit : minimum;
  return Math.min(most, Math.max(minimum, stepped));
}

/** `steps` steps up (positive) or down (negative) from `amount`, kept valid. */
export function stepAmount(amount: number, steps: number, balance: number): number {
  return clampAmount(amount + steps * unit, balance);
}
