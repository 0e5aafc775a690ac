// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { noteReferrer } from './referrer.ts';

describe('is-external-referrer', () => {
  const arriveFrom = (referrer: string) => {
    window.sessionStorage.clear();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    noteReferrer();
    vi.restoreAllMocks();
    return window.sessionStorage.getItem('is-external-referrer');
  };

  it("is true when the session came from another site's page, decided once", () => {
    expect(arriveFrom('https://search.naver.com/search.naver?query=%EC%A0%9C%EC%B2%A0')).toBe('true');
    expect(arriveFrom(`${window.location.origin}.evil.example/`)).toBe('true');
    expect(arriveFrom(`${window.location.origin}/best`)).toBe('false');
    expect(arriveFrom('')).toBe('false');
    // Later pages of the session, from our own pages, leave it as the arrival made it.
    arriveFrom('https://m.blog.naver.com/jecheol/1');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/`);
    noteReferrer();
    vi.restoreAllMocks();
    expect(window.sessionStorage.getItem('is-external-referrer')).toBe('true');
  });
});
