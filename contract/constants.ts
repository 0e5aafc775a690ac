/** Business constants of spec section 9, shared by the SPA, the machines and the server. */
export const WEB_VERSION = '2.29.0';

export const RECENTLY_VIEWED_MAX = 30;

export const TOAST = {
  durationMs: 2000,
  heightPx: 40,
  gapPx: 8,
  bottomOffsetPx: { withBottomNavi: 94, withoutBottomNavi: 34 },
} as const;

export const SURVEY_HIDDEN_MS = 12 * 60 * 60 * 1000;
export const INSTALL_POPUP = { delayMs: 1000, fallbackMs: 2500 } as const;
export const COPIED_FLAG_MS = 1500;
export const PROFILE_REFETCH_MS = 300_000;

export const QUERY = {
  staleTimeMs: 300_000,
  /**
   * A member's own news (alarms, stars, their pages, the community threads) is at most this old while a
   * screen shows it: the catalogue's 5 minutes would hide a reply for minutes (docs/freshness.md).
   */
  memberStaleTimeMs: 30_000,
  gcTimeMs: 10 * 60 * 1000,
  persistMaxAgeMs: 5 * 60 * 1000,
  retry: 1,
  retryDelayMs: 500,
} as const;

export const DIALOG_WIDTH = { alert: 380, confirm: 380, terms: 480, share: 320 } as const;

/** Planned exhibition pages tracked under their own names (spec section 9). */
export const TRACKED_PERIODS = { 421: 'pick', 422: 'cereal', 428: 'new', 433: 'meat' } as const;

export const SOCIAL_CHANNEL = { naver: 1001, apple: 1002 } as const;
export const DEVICE_TYPE = { other: 1001, browser: 1002, appWebView: 1003 } as const;

/** Spec section 5: a URL is internal only when its host is one of these. */
export const INTERNAL_LINK_HOSTS = [
  'shop.jecheol.kr',
  'test.jecheol.kr',
  'mall-test.jecheol.kr',
  'market.jecheol.kr',
] as const;

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export const PAGE_SIZE = { default: 20, max: 100 } as const;

/**
 * A category code: one uppercase letter and two digits at the top level (`C01`), and below that its
 * parent's code plus two digits (`C0101`, `C010101`), so depth 1-3 is 3, 5 or 7 characters. The
 * structure is load-bearing: the repositories find a category's products by code prefix, and the
 * API and the SPA's routes accept only codes of this shape. It lives here, a zod-free module, so the
 * SPA can check route params without loading zod on its first load. No `g` flag: `test` stays
 * stateless when shared.
 */
export const CATEGORY_CODE_PATTERN = /^[A-Z]\d{2}(?:\d{2}){0,2}$/;
