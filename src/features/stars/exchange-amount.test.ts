import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAR_EXCHANGE } from '#contract/rules/star-rules.ts';
import { clampAmount, maxExchangeable, stepAmount } from './exchange-amount.ts';

const { unit, minimum, maximum } = STAR_EXCHANGE;
const balances = fc.integer({ min: 0, max: 3_000_000 });
const wishes = fc.oneof(
  fc.integer({ min: -5_000_000, max: 5_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe('exchange amount picker', () => {
  it('offers the balance rounded down to a step, within the terms, or nothing', () => {
    fc.assert(
      fc.property(balances, (balance) => {
        const most = maxExchangeable(balance);
        if (most === 0) {
          expect(Math.min(balance, maximum)).toBeLessThan(minimum);
          return;
        }
        expect(most % unit).toBe(0);
        expect(most).toBeGreaterThanOrEqual(minimum);
        expect(most).toBeLessThanOrEqual(Math.min(balance, maximum));
        // No larger step would still fit.
        expect(most + unit > Math.min(balance, maximum)).toBe(true);
      }),
    );
    expect(maxExchangeable(99)).toBe(0);
    expect(maxExchangeable(100)).toBe(100);
    expect(maxExchangeable(1_299)).toBe(1_200);
  });

  it('turns any wish into an amount the server accepts', () => {
    fc.assert(
      fc.property(wishes, balances, (wish, balance) => {
        const amount = clampAmount(wish, balance);
        if (maxExchangeable(balance) === 0) {
          expect(amount).toBe(0);
          return;
        }
        expect(amount % unit).toBe(0);
        expect(amount).toBeGreaterThanOrEqual(minimum);
        expect(amount).toBeLessThanOrEqual(maxExchangeable(balance));
      }),
    );
  });

  it('moves by whole steps and stops at the ends', () => {
    fc.assert(
      fc.property(balances, fc.integer({ min: -50, max: 50 }), fc.nat(), (balance, steps, start) => {
        const from = clampAmount(start, balance);
        const to = stepAmount(from, steps, balance);
        expect(to).toBe(clampAmount(from + steps * unit, balance));
        if (from === 0) return;
        const within = from + steps * unit >= minimum && from + steps * unit <= maxExchangeable(balance);
        if (within) expect(to - from).toBe(steps * unit);
        // Up never goes down, down never goes up.
        if (steps > 0) expect(to).toBeGreaterThanOrEqual(from);
        if (steps < 0) expect(to).toBeLessThanOrEqual(from);
      }),
    );
  });
});
