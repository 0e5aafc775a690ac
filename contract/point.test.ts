import { describe, expect, it } from 'vitest';
import { LEVELS, levelProgress, levelProgressSchema, pointGuide, pointHistoryTypeSchema } from './point.ts';
import { POINT_HISTORY_TYPES } from './rules/star-rules.ts';

describe('the point guide and schemas', () => {
  it('guides from the same constants', () => {
    const guide = pointGuide();
    expect(guide.expiry.example).toBe('2026-11-24에 받은 별은 2027-11-30까지 사용할 수 있습니다.');
    expect(guide.levels.table).toHaveLength(LEVELS.length);
    expect(guide.earn.find((item) => item.title === '앱 첫 로그인')?.stars).toBe(1_000);
  });

  it('its schemas accept what the zod-free rules produce', () => {
    for (const earned of [0, 999, 1_000, 3_200, 40_000])
      expect(levelProgressSchema.parse(levelProgress(earned))).toEqual(levelProgress(earned));
    expect(pointHistoryTypeSchema.options).toEqual([...POINT_HISTORY_TYPES]);
  });
});
