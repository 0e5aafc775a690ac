import { fromSeoulWallClock, seoulDate, seoulWallClock } from './seoul-time.ts';
/**
 * The rules of stars (별), the member's loyalty points, free of zod: how long stars last, the Seoul
 * calendar they follow, the exchange terms, the month of grace after a ban or a forced withdrawal,
 * the levels and the history's filters. The server applies them (server/modules/point), contract/
 * point.ts re-exports them next to its schemas, and the SPA imports this file directly, so a screen
 * chunk carries the one rule rather than zod or a copy of it.
 */

/**
 * What the shopper reads for our stars, in every screen's text: 별, never 포인트 or 스타 포인트.
 * 포인트 is only the shop's partner points (쇼핑몰 포인트, 제휴 포인트) that stars convert into.
 */
export const STAR_WORD = '별';

// ------------------------------------------------------------------ earning

/** Where stars come from; each award carries an idempotency key (see `starAwardKey`). */
export const STAR_AWARDS = {
  /** The install popup's promise (spec section 1): once per member, on the first sign-in from the app. */
  appLoginBonus: 1_000,
  /** Once per member, at sign-up. */
  welcome: 300,
} as const;

/** The idempotency keys of the awards the server makes itself: the same key twice is one award. */
export const starAwardKey = {
  game: (seoulDate: string, memberId: number) => `game:${seoulDate}:member:${memberId}`,
  appLoginBonus: (memberId: number) => `app-login-bonus:member:${memberId}`,
  welcome: (memberId: number) => `welcome:member:${memberId}`,
} as const;

// ------------------------------------------------------------------ the Seoul calendar and expiry

/** Stars earned in one month last until the end of the month this many months later. */
export const STAR_VALIDITY_MONTHS = 12;
/** The "expiring soon" window of the summary and my page. */
export const EXPIRING_SOON_DAYS = 30;

/**
 * THE expiry rule: stars earned at `earnedAt` stop counting at the end of the month (Asia/Seoul) twelve
 * months after the month they were earned in, e.g. earned on 2026-11-24 → usable through 2027-11-30,
 * gone from 2027-12-01 00:00 KST. Returns that first instant they no longer count.
 */
export function starExpiresAt(earnedAt: Date): Date {
  const local = seoulWallClock(earnedAt);
  // Date.UTC rolls month 12, 13, ... over into the following years.
  const firstOfFollowing = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth() + STAR_VALIDITY_MONTHS + 1,
    1,
  );
  return fromSeoulWallClock(firstOfFollowing);
}

/** The last Seoul date on which stars that stop counting at `expiresAt` can still be used. */
export function lastUsableDate(expiresAt: Date): string {
  return seoulDate(new Date(expiresAt.getTime() - 1));
}

// ------------------------------------------------------------------ exchange

/**
 * Exchange to the shop's partner points (spec: terms content): 1 star = 0.5 partner point, in steps of
 * 100 stars, at least 100. Banned or force-withdrawn members may exchange for one month, then the
 * remaining stars expire. If the service stops, stars expire on the stop date, announced 30 days ahead.
 */
export const STAR_EXCHANGE = {
  partnerPointsPerStar: 0.5,
  unit: 100,
  minimum: 100,
  /** One request at most (the partner's limit per transaction). */
  maximum: 1_000_000,
  /** Months a banned or force-withdrawn member may still exchange. */
  graceMonthsAfterBan: 1,
  /** Days of notice before a service stop makes stars expire. */
  serviceStopNoticeDays: 30,
} as const;

/** Whole partner points for a number of stars (amounts are multiples of 100, so this is exact). */
export function partnerPointsFor(stars: number): number {
  return Math.floor(stars * STAR_EXCHANGE.partnerPointsPerStar);
}

/**
 * The instant a grace month ends: the same time one calendar month later (Asia/Seoul). It follows a
 * permanent ban (from `bannedAt`) or a forced withdrawal (from the moment the operator decided it);
 * until then the member may still exchange their stars, from then on the stars are gone.
 */
export function banGraceEndsAt(bannedAt: Date): Date {
  const local = seoulWallClock(bannedAt);
  const month = local.getUTCMonth() + STAR_EXCHANGE.graceMonthsAfterBan;
  // The 31st of a month followed by a shorter one ends on that shorter month's last day.
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    local.getUTCFullYear(),
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return fromSeoulWallClock(shifted);
}

// ------------------------------------------------------------------ levels

/** Five levels by stars EARNED in the last 12 months (spending does not lower a level). */
export const LEVELS = [
  { level: 1, name: '새싹', minEarned: 0 },
  { level: 2, name: '떡잎', minEarned: 1_000 },
  { level: 3, name: '꽃봉오리', minEarned: 5_000 },
  { level: 4, name: '열매', minEarned: 15_000 },
  { level: 5, name: '제철', minEarned: 30_000 },
] as const;
export const LEVEL_WINDOW_MONTHS = 12;

/** One row of LEVELS (contract/point.ts levelSchema has the same shape). */
export interface Level {
  level: number;
  name: string;
  minEarned: number;
}

/** Where a member stands (contract/point.ts levelProgressSchema has the same shape). */
export interface LevelProgress {
  current: Level;
  /** null at the top level. */
  next: Level | null;
  /** Stars earned in the last 12 months (expired or spent ones included). */
  earnedLast12Months: number;
  /** Stars still to earn for the next level; 0 at the top. */
  neededForNext: number;
  /** 0 to 1 within the current level; 1 at the top. */
  ratio: number;
}

/** Where `earned` stars (last 12 months) put a member. */
export function levelProgress(earned: number): LevelProgress {
  const total = Math.max(0, Math.floor(earned));
  let index = 0;
  for (let i = 0; i < LEVELS.length; i += 1) if (total >= LEVELS[i]!.minEarned) index = i;
  const current = LEVELS[index]!;
  const next = LEVELS[index + 1] ?? null;
  if (!next) return { current, next: null, earnedLast12Months: total, neededForNext: 0, ratio: 1 };
  const span = next.minEarned - current.minEarned;
  return {
    current,
    next,
    earnedLast12Months: total,
    neededForNext: next.minEarned - total,
    ratio: Math.min(1, Math.max(0, (total - current.minEarned) / span)),
  };
}

// ------------------------------------------------------------------ history

/**
 * The history's filters (GET /api/v1/user/point/history `type`): all rows, earned (적립), used (사용·전환)
 * and expired (소멸). 'all' is the default.
 */
export const POINT_HISTORY_TYPES = ['all', 'earned', 'used', 'expired'] as const;
export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];

/** Where an exchange stands: waiting for the partner, done, or off with the stars given back. */
export const EXCHANGE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
