import { z } from 'zod';
import { defineEndpoint, instant, MAX_ID, pageInfoSchema, pageQuery, withToasts } from './endpoint.ts';
import { GAME_TOP_REWARD } from './game.ts';

/**
 * Stars (별): the member's loyalty points (server/modules/point). The rules below are the one place
 * they are written: the server applies them and the point guide (GET /api/v2/user/point/guide) and
 * the SPA show them.
 */

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

// ------------------------------------------------------------------ expiry

/** Seoul has kept UTC+9 without daylight saving since 1988, so its calendar is a fixed shift of UTC. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stars earned in one month last until the end of the month this many months later. */
export const STAR_VALIDITY_MONTHS = 12;
/** The "expiring soon" window of the summary and my page. */
export const EXPIRING_SOON_DAYS = 30;

/** The Asia/Seoul calendar date (YYYY-MM-DD) of an instant. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul calendar date begins (00:00 KST). */
export function seoulDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - SEOUL_OFFSET_MS);
}

/** The instant the next Seoul calendar day begins: when a daily limit opens again. */
export function nextSeoulDayStart(at: Date): Date {
  return new Date(seoulDayStart(seoulDate(at)).getTime() + DAY_MS);
}

/**
 * THE expiry rule: stars earned at `earnedAt` stop counting at the end of the month (Asia/Seoul) twelve
 * months after the month they were earned in, e.g. earned on 2026-11-24 → usable through 2027-11-30,
 * gone from 2027-12-01 00:00 KST. Returns that first instant they no longer count.
 */
export function starExpiresAt(earnedAt: Date): Date {
  const local = new Date(earnedAt.getTime() + SEOUL_OFFSET_MS);
  // Date.UTC rolls month 12, 13, ... over into the following years.
  const firstOfFollowing = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth() + STAR_VALIDITY_MONTHS + 1,
    1,
  );
  return new Date(firstOfFollowing - SEOUL_OFFSET_MS);
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

/** The instant a banned member's grace ends: the same time one calendar month later (Asia/Seoul). */
export function banGraceEndsAt(bannedAt: Date): Date {
  const local = new Date(bannedAt.getTime() + SEOUL_OFFSET_MS);
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
  return new Date(shifted - SEOUL_OFFSET_MS);
}

const starAmount = z
  .number()
  .int()
  .min(STAR_EXCHANGE.minimum)
  .max(STAR_EXCHANGE.maximum)
  .refine((value) => value % STAR_EXCHANGE.unit === 0, {
    message: `별은 ${STAR_EXCHANGE.unit}개 단위로 전환할 수 있습니다.`,
  });

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

export const levelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  minEarned: z.number().int(),
});
export type Level = z.infer<typeof levelSchema>;

export const levelProgressSchema = z.object({
  current: levelSchema,
  /** null at the top level. */
  next: levelSchema.nullable(),
  /** Stars earned in the last 12 months (expired or spent ones included). */
  earnedLast12Months: z.number().int().min(0),
  /** Stars still to earn for the next level; 0 at the top. */
  neededForNext: z.number().int().min(0),
  /** 0 to 1 within the current level; 1 at the top. */
  ratio: z.number().min(0).max(1),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

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

// ------------------------------------------------------------------ bodies

export const expiringSoonSchema = z.object({
  /** Stars that stop counting within EXPIRING_SOON_DAYS. */
  amount: z.number().int().min(0),
  /** The last day the earliest of them can be used (Asia/Seoul), null when none expire soon. */
  date: z.string().nullable(),
  withinDays: z.number().int(),
});

export const pointBalanceSchema = z.object({
  /** Stars that can be used now (expired and reserved ones excluded). */
  balance: z.number().int().min(0),
  /** Stars held by exchanges waiting for the partner. */
  reserved: z.number().int().min(0),
  expiringSoon: expiringSoonSchema,
  asOf: instant,
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** GET /api/v2/user/point/summary, and what my page shows (server: pointSummary). */
export const pointSummarySchema = z.object({
  balance: z.number().int().min(0),
  expiringSoon: expiringSoonSchema,
  level: levelProgressSchema,
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

export const pointHistoryTypeSchema = z.enum(['all', 'earned', 'used', 'expired']);
export type PointHistoryType = z.infer<typeof pointHistoryTypeSchema>;

export const exchangeStatusSchema = z.enum(['pending', 'completed', 'failed']);
export type ExchangeStatus = z.infer<typeof exchangeStatusSchema>;

export const exchangeSchema = z.object({
  exchangeId: z.number().int(),
  stars: z.number().int(),
  partnerPoints: z.number().int(),
  status: exchangeStatusSchema,
  /** Why it failed (Korean), when it did; the stars are back in the balance then. */
  failureReason: z.string().nullable(),
  requestedAt: instant,
  completedAt: instant.nullable(),
});
export type Exchange = z.infer<typeof exchangeSchema>;

export const pointHistoryItemSchema = z.object({
  entryId: z.number().int(),
  type: pointHistoryTypeSchema.exclude(['all']),
  /** earn, spend, exchange (reserve), exchange-release, expire, revoke. */
  kind: z.string(),
  /** Signed: + added to the balance, - taken from it. */
  amount: z.number().int(),
  title: z.string(),
  occurredAt: instant,
  /** Earned stars: the last day they can be used (Asia/Seoul). */
  usableUntil: z.string().nullable(),
  exchange: exchangeSchema.nullable(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;

export const autoExchangeSchema = z.object({
  enabled: z.boolean(),
  /** Stars per month; null: everything available, rounded down to 100. */
  stars: z.number().int().nullable(),
  /** The first day of next month (Asia/Seoul), when it runs next; null when off. */
  nextRunDate: z.string().nullable(),
  updatedAt: instant.nullable(),
});
export type AutoExchange = z.infer<typeof autoExchangeSchema>;

// ------------------------------------------------------------------ endpoints

export const getPoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/point',
  service: 'user',
  auth: 'member',
  summary: '별 잔액 (소멸 예정·전환 대기 포함)',
  response: withToasts(pointBalanceSchema.shape),
});

export const getPointHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/point/history',
  service: 'user',
  auth: 'member',
  summary: '별 내역 (type: all, earned 적립, used 사용·전환, expired 소멸; 최근 순)',
  query: z.object({ type: pointHistoryTypeSchema.default('all'), ...pageQuery }),
  response: withToasts({ items: z.array(pointHistoryItemSchema), pageInfo: pageInfoSchema }),
});

export const exchangePoints = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/point/exchange',
  service: 'user',
  auth: 'member',
  summary: '별을 파트너 포인트로 전환 신청 (100개 단위, 별 1개 = 0.5포인트; 별을 예약하고 파트너에 요청)',
  body: z.object({
    stars: starAmount,
    /** The client's key for this request: sending it again returns the same exchange instead of a second one. */
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,100}$/)
      .optional(),
  }),
  response: withToasts({ exchange: exchangeSchema, balance: z.number().int().min(0) }),
});

export const completeExchange = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/point/exchange/complete',
  service: 'user',
  auth: 'member',
  summary: '별 전환 확정 (파트너 확인 후 완료; 실패하면 별을 돌려드립니다)',
  body: z.object({ exchangeId: z.number().int().min(1).max(MAX_ID) }),
  response: withToasts({ exchange: exchangeSchema, balance: z.number().int().min(0) }),
});

export const getAutoExchange = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/point/exchange/auto',
  service: 'user',
  auth: 'member',
  summary: '매월 자동 전환 설정',
  response: withToasts(autoExchangeSchema.shape),
});

export const updateAutoExchange = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/point/exchange/auto',
  service: 'user',
  auth: 'member',
  summary: '매월 자동 전환 설정 변경 (stars: 100개 단위, 없으면 전환 가능한 별 전부)',
  body: z.object({ enabled: z.boolean(), stars: starAmount.nullable().optional() }),
  response: withToasts(autoExchangeSchema.shape),
});

export const getLevel = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/level',
  service: 'user',
  auth: 'member',
  summary: '회원 등급 (최근 12개월 적립 별 기준)과 등급표',
  response: withToasts({ ...levelProgressSchema.shape, levels: z.array(levelSchema) }),
});

export const getPointSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/point/summary',
  service: 'user',
  auth: 'member',
  summary: '별 요약: 잔액, 30일 안에 소멸 예정인 별과 날짜, 등급 진행',
  response: withToasts(pointSummarySchema.shape),
});

export const pointGuideSchema = z.object({
  earn: z.array(z.object({ title: z.string(), stars: z.number().int().nullable(), description: z.string() })),
  expiry: z.object({ validityMonths: z.number().int(), description: z.string(), example: z.string() }),
  exchange: z.object({
    partnerPointsPerStar: z.number(),
    unit: z.number().int(),
    minimum: z.number().int(),
    description: z.string(),
  }),
  levels: z.object({ windowMonths: z.number().int(), table: z.array(levelSchema), description: z.string() }),
  /** The terms' clauses on bans, forced withdrawal and a service stop. */
  notices: z.array(z.string()),
});
export type PointGuide = z.infer<typeof pointGuideSchema>;

export const getPointGuide = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/point/guide',
  service: 'user',
  auth: 'member',
  summary: '별 이용 안내: 적립, 사용·전환, 소멸, 등급',
  response: withToasts(pointGuideSchema.shape),
});

const won = new Intl.NumberFormat('ko-KR');

/** The guide's text, from the constants above (an example date makes the expiry rule concrete). */
export function pointGuide(): PointGuide {
  const earned = new Date('2026-11-24T03:00:00.000Z');
  return {
    earn: [
      {
        title: '매일 게임',
        stars: null,
        description: `하루 한 번(한국 시간 기준) 게임에 참여하면 최대 ${won.format(GAME_TOP_REWARD)}개의 별을 받습니다.`,
      },
      {
        title: '앱 첫 로그인',
        stars: STAR_AWARDS.appLoginBonus,
        description: `앱에서 처음 로그인하면 별 ${won.format(STAR_AWARDS.appLoginBonus)}개를 드립니다 (회원당 한 번).`,
      },
      {
        title: '회원 가입',
        stars: STAR_AWARDS.welcome,
        description: `가입을 환영하며 별 ${won.format(STAR_AWARDS.welcome)}개를 드립니다.`,
      },
      {
        title: '이벤트·운영 지급',
        stars: null,
        description: '이벤트나 보상으로 운영자가 별을 지급할 수 있습니다.',
      },
    ],
    expiry: {
      validityMonths: STAR_VALIDITY_MONTHS,
      description: `적립한 별은 적립한 달로부터 ${STAR_VALIDITY_MONTHS}개월 뒤 그 달의 마지막 날까지 쓸 수 있고, 먼저 소멸되는 별부터 사용됩니다.`,
      example: `${seoulDate(earned)}에 받은 별은 ${lastUsableDate(starExpiresAt(earned))}까지 사용할 수 있습니다.`,
    },
    exchange: {
      partnerPointsPerStar: STAR_EXCHANGE.partnerPointsPerStar,
      unit: STAR_EXCHANGE.unit,
      minimum: STAR_EXCHANGE.minimum,
      description: `별 1개는 쇼핑몰 포인트 ${STAR_EXCHANGE.partnerPointsPerStar}점으로 전환됩니다. 최소 ${STAR_EXCHANGE.minimum}개부터 ${STAR_EXCHANGE.unit}개 단위로 전환할 수 있습니다.`,
    },
    levels: {
      windowMonths: LEVEL_WINDOW_MONTHS,
      table: LEVELS.map((level) => ({ ...level })),
      description: `등급은 최근 ${LEVEL_WINDOW_MONTHS}개월 동안 적립한 별로 정해지며, 별을 사용해도 내려가지 않습니다.`,
    },
    notices: [
      `영구 이용 정지 또는 강제 탈퇴된 경우 ${STAR_EXCHANGE.graceMonthsAfterBan}개월 안에 별을 전환할 수 있으며, 이후 남은 별과 쿠폰은 소멸됩니다.`,
      `회사가 서비스를 종료하는 경우 ${STAR_EXCHANGE.serviceStopNoticeDays}일 전에 알려 드리며, 별과 쿠폰은 종료일에 소멸됩니다.`,
    ],
  };
}

export const pointEndpoints = [
  getPoint,
  getPointHistory,
  exchangePoints,
  completeExchange,
  getAutoExchange,
  updateAutoExchange,
  getLevel,
  getPointSummary,
  getPointGuide,
] as const;
