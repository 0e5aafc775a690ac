import { describe, expect, it } from 'vitest';
import { kstDate, pushSendAfter } from './quiet-hours.ts';

const at = (iso: string) => new Date(iso);

describe('quiet hours (21:00-08:00 KST)', () => {
  it('sends at once from 08:00 to 20:59:59 KST', () => {
    for (const iso of ['2026-11-20T23:00:00.000Z', '2026-11-21T03:00:00.000Z', '2026-11-21T11:59:59.999Z']) {
      expect(pushSendAfter(at(iso)).toISOString(), iso).toBe(iso);
    }
  });

  it('holds a push made from 21:00 KST until 08:00 KST, across midnight', () => {
    // 21:00 KST on the 21st and 02:30 KST on the 22nd both wait for 08:00 KST on the 22nd (23:00 UTC on the 21st).
    expect(pushSendAfter(at('2026-11-21T12:00:00.000Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(pushSendAfter(at('2026-11-21T17:30:00.000Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(pushSendAfter(at('2026-11-21T22:59:59.999Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z');
  });

  it('counts days in Korea', () => {
    expect(kstDate(at('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(kstDate(at('2026-11-21T15:00:00.000Z'))).toBe('2026-11-22');
  });
});
