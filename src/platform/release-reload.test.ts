// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD,
  RELEASE_RELOAD_KEY,
  reloadForRelease,
  reloadNavigationTarget,
} from './release-reload.ts';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const stored = () => JSON.parse(sessionStorage.getItem(RELEASE_RELOAD_KEY) ?? '{}') as Record<string, number>;

describe('reloadForRelease', () => {
  it('reloads once for a reason, so a reload that did not help does not loop', () => {
    const reload = vi.fn();
    expect(reloadForRelease('web version 2.29.0', { reload, now: 1_000 })).toBe(true);
    // The page came back still on 2.29.0, and hours later too: no second reload in this tab.
    expect(reloadForRelease('web version 2.29.0', { reload, now: 2_000 })).toBe(false);
    expect(reloadForRelease('web version 2.29.0', { reload, now: 9_000_000 })).toBe(false);
    // Another reason is another reload.
    expect(reloadForRelease('web version 2.30.0', { reload, now: 9_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for a gone chunk again only after a while: a later deployment, not the same broken one', () => {
    const reload = vi.fn();
    const at = (now: number) => reloadForRelease(CHUNK_RELOAD.reason, { ...CHUNK_RELOAD, reload, now });
    expect(at(0)).toBe(true);
    expect(at(3_000)).toBe(false);
    expect(at(CHUNK_RELOAD.againAfterMs - 1)).toBe(false);
    expect(at(CHUNK_RELOAD.againAfterMs + 10)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers through session storage, which survives the reload', () => {
    reloadForRelease('web version 2.29.0', { reload: () => {}, now: 42 });
    expect(stored()).toEqual({ 'web version 2.29.0': 42 });
  });

  it('does not reload when session storage cannot remember the try', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const reload = vi.fn();
    expect(reloadForRelease(CHUNK_RELOAD.reason, { ...CHUNK_RELOAD, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats whatever another version or a user left in the key as a record, or none, and never loops', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.string(), (left, reason) => {
        sessionStorage.setItem(RELEASE_RELOAD_KEY, left);
        const reload = vi.fn();
        const first = reloadForRelease(reason, { reload, now: 5_000 });
        expect(reloadForRelease(reason, { reload, now: 5_001 })).toBe(false);
        expect(reload).toHaveBeenCalledTimes(first ? 1 : 0);
        if (first) expect(stored()[reason]).toBe(5_000);
      }),
    );
  });

  it('keeps only the latest reasons', () => {
    for (let i = 0; i < 30; i += 1) reloadForRelease(`reason ${i}`, { reload: () => {}, now: i });
    expect(Object.keys(stored())).toHaveLength(20);
    expect(stored()['reason 29']).toBe(29);
    expect(stored()['reason 0']).toBeUndefined();
  });
});

describe('reloadNavigationTarget', () => {
  it('loads the target URL once per URL in this tab, so a broken screen does not loop', () => {
    const load = vi.fn();
    expect(reloadNavigationTarget('/deal/12?tab=info', { load, now: 1 })).toBe(true);
    expect(load).toHaveBeenCalledWith(new URL('/deal/12?tab=info', window.location.href).href);
    // The reloaded page failed again: the error screen stays.
    expect(reloadNavigationTarget('/deal/12?tab=info', { load, now: 2 })).toBe(false);
    // Another URL is another try.
    expect(reloadNavigationTarget('/season', { load, now: 3 })).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage cannot remember the try', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const load = vi.fn();
    expect(reloadNavigationTarget('/season', { load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
