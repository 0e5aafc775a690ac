import { describe, expect, it } from 'vitest';
import { linkPieces } from './components/post-text.tsx';
import { formatBoardDate, formatRelativeTime, seoulToday } from './text.ts';

const NOW = Date.parse('2026-11-24T12:00:00+09:00');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('community text', () => {
  it('says when, as Korean feeds do', () => {
    expect(formatRelativeTime(ago(20_000), NOW)).toBe('방금 전');
    expect(formatRelativeTime(ago(5 * 60_000), NOW)).toBe('5분 전');
    expect(formatRelativeTime(ago(3 * 3_600_000), NOW)).toBe('3시간 전');
    expect(formatRelativeTime(ago(2 * 86_400_000), NOW)).toBe('2일 전');
    expect(formatRelativeTime('2026-10-01T00:30:00+09:00', NOW)).toBe('10월 1일');
    expect(formatRelativeTime('2025-12-31T23:30:00+09:00', NOW)).toBe('2025년 12월 31일');
  });

  it('names a board day with its weekday, and today in Seoul', () => {
    expect(formatBoardDate('2026-11-24')).toBe('11월 24일 (화)');
    expect(formatBoardDate('2024-02-29')).toBe('2월 29일 (목)');
    // 23:30 UTC on the 23rd is already the 24th in Seoul.
    expect(seoulToday(Date.parse('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });

  it('links only addresses on our own hosts', () => {
    expect(
      linkPieces(
        '보기: https://shop.jecheol.kr/product/1. 그리고 https://evil.example/x javascript:alert(1)',
      ),
    ).toEqual([
      { text: '보기: ' },
      { text: 'https://shop.jecheol.kr/product/1', href: 'https://shop.jecheol.kr/product/1' },
      { text: '. 그리고 https://evil.example/x javascript:alert(1)' },
    ]);
    expect(linkPieces('https://shop.jecheol.kr@evil.example/')).toEqual([
      { text: 'https://shop.jecheol.kr@evil.example/' },
    ]);
  });
});
