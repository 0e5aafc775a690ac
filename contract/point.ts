import { z } from 'zod';
import {
  defineEndpoint,
  instant,
  MAX_ID,
  optionalCursor,
  pageInfoSchema,
  pageQuery,
  withToasts,
} from './endpoint.ts';
import { GAME_TOP_REWARD } from './game.ts';
import { seoulDate } from './rules/seoul-time.ts';
import {
  EXCHANGE_STATUSES,
  LEVEL_WINDOW_MONTHS,
  LEVELS,
  type Level,
  type LevelProgress,
  lastUsableDate,
  POINT_HISTORY_TYPES,
  STAR_AWARDS,
  STAR_EXCHANGE,
  STAR_VALIDITY_MONTHS,
  starExpiresAt,
} from './rules/star-rules.ts';

/**
 * Stars (별): the member's loyalty points (server/modules/point). The rules are written once, in the
 * zod-free contract/rules/star-rules.ts (re-exported here); this file adds the HTTP calls and their schemas.
 * The server applies the rules and the point guide (GET /api/v2/user/point/guide) and the SPA show them.
 */

export {
  banGraceEndsAt,
  EXCHANGE_STATUSES,
  EXPIRING_SOON_DAYS,
  type ExchangeStatus,
  LEVEL_WINDOW_MONTHS,
  LEVELS,
  type Level,
  type LevelProgress,
  lastUsableDate,
  levelProgress,
  POINT_HISTORY_TYPES,
  type PointHistoryType,
  partnerPointsFor,
  STAR_AWARDS,
  STAR_EXCHANGE,
  STAR_VALIDITY_MONTHS,
  STAR_WORD,
  starAwardKey,
  starExpiresAt,
} from './rules/star-rules.ts';

const starAmount = z
  .number()
  .int()
  .min(STAR_EXCHANGE.minimum)
  .max(STAR_EXCHANGE.maximum)
  .refine((value) => value % STAR_EXCHANGE.unit === 0, {
    message: `별은 ${STAR_EXCHANGE.unit}개 단위로 전환할 수 있습니다.`,
  });

// ------------------------------------------------------------------ levels

export const levelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  minEarned: z.number().int(),
}) satisfies z.ZodType<Level>;

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
}) satisfies z.ZodType<LevelProgress>;

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

export const pointHistoryTypeSchema = z.enum(POINT_HISTORY_TYPES);

export const exchangeStatusSchema = z.enum(EXCHANGE_STATUSES);

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

/**
 * Where the next page of the history starts: opaque to the client, which sends back the `nextCursor`
 * of the page it has. A cursor the server did not write answers 400 NOT_MATCHED (code 12).
 */
export const historyCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);

export const getPointHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/point/history',
  service: 'user',
  auth: 'member',
  summary:
    '별 내역 (type: all, earned 적립, used 사용·전환, expired 소멸; 최근 순). 다음 쪽은 앞 응답의 nextCursor를 cursor로 보냅니다 (마지막 쪽이면 null; cursor가 있으면 page는 쓰지 않습니다)',
  query: z.object({
    type: pointHistoryTypeSchema.default('all'),
    cursor: optionalCursor(historyCursorSchema),
    ...pageQuery,
  }),
  response: withToasts({
    items: z.array(pointHistoryItemSchema),
    pageInfo: pageInfoSchema,
    /** The cursor of the page after this one; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
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
  earn: z.array(
    z.object({
      title: z.string(),
      stars: z.number().int().nullable(),
      description: z.string(),
      /** Where the member earns this way (the daily game's `/game`): the guide's link to it. */
      link: z.object({ path: z.string(), label: z.string() }).optional(),
    }),
  ),
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
        link: { path: '/game', label: '오늘의 게임 하러 가기' },
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
