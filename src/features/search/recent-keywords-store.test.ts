// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_KEYWORDS_MAX, recentKeywords } from './recent-keywords.ts';

beforeEach(() => window.localStorage.clear());

describe('recent keywords in local storage', () => {
  it('records searches newest first and deletes one or all', () => {
    recentKeywords.record('배');
    recentKeywords.record('사과');
    recentKeywords.record('배');
    expect(recentKeywords.read().keywords).toEqual(['배', '사과']);
    recentKeywords.remove('배');
    expect(recentKeywords.read().keywords).toEqual(['사과']);
    recentKeywords.clear();
    expect(recentKeywords.read().keywords).toEqual([]);
  });

  it('records nothing while auto-save is off, and remembers the switch', () => {
    expect(recentKeywords.read().autoSave).toBe(true);
    recentKeywords.setAutoSave(false);
    recentKeywords.record('한우');
    expect(recentKeywords.read()).toEqual({ keywords: [], autoSave: false });
    expect(window.localStorage.getItem('recentKeywordAutoSave')).toBe('false');
    recentKeywords.setAutoSave(true);
    recentKeywords.record('한우');
    expect(recentKeywords.read().keywords).toEqual(['한우']);
  });

  it('reads a malformed stored value as empty', () => {
    for (const junk of ['[', '"사과"', '[1,2]', '["", "  "]', '{"0":"사과"}']) {
      window.localStorage.setItem('recentKeywords', junk);
      expect(recentKeywords.read().keywords).toEqual([]);
    }
    window.localStorage.setItem('recentKeywordAutoSave', 'maybe');
    expect(recentKeywords.read().autoSave).toBe(true);
  });

  it('never shows more than the limit, even from a longer stored list', () => {
    window.localStorage.setItem(
      'recentKeywords',
      JSON.stringify(Array.from({ length: 30 }, (_, i) => `검색어${i}`)),
    );
    expect(recentKeywords.read().keywords).toHaveLength(RECENT_KEYWORDS_MAX);
  });
});
