/**
 * Stops the wall clock of the process it is preloaded into (`--import`), for bench/screens.ts: with
 * `FIXED_CLOCK=<ISO instant>`, `new Date()`, `Date()` and `Date.now()` give that instant for the whole
 * life of the process, so the seed (deal windows, community posts' times, star histories) and every
 * answer that depends on "now" (live deals, countdowns, "N분 전") are the same on every run and every
 * day. Timers and `performance.now()` keep running. Without FIXED_CLOCK it does nothing.
 */
const fixed = process.env.FIXED_CLOCK;
if (fixed) {
  const instant = Date.parse(fixed);
  if (Number.isNaN(instant)) throw new Error(`FIXED_CLOCK is not an instant: ${fixed}`);
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [instant] : args, newTarget),
    apply: () => new RealDate(instant).toString(),
    get: (target, key, receiver) => (key === 'now' ? () => instant : Reflect.get(target, key, receiver)),
  });
}
