import { z } from 'zod';
import { dealStatusSchema, productSortSchema, productSummarySchema } from './display.ts';
import {
  defineEndpoint,
  digitId,
  instant,
  MAX_ID,
  pageInfoSchema,
  pageQuery,
  withToasts,
} from './endpoint.ts';

/**
 * Exhibition calls: planned exhibitions (periods) with their products, and events members apply to
 * (server/modules/exhibition).
 */

/** Period pages tracked under their own names (spec section 9, `TRACKED_PERIODS`). */
export const trackNameSchema = z.enum(['pick', 'cereal', 'new', 'meat']);

export const periodSummarySchema = z.object({
  periodId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  trackName: trackNameSchema.nullable(),
  startsAt: instant,
  endsAt: instant,
  status: dealStatusSchema,
  productCount: z.number().int().min(0),
});
export type PeriodSummary = z.infer<typeof periodSummarySchema>;

export const periodDetailSchema = periodSummarySchema.extend({ description: z.string() });
export type PeriodDetail = z.infer<typeof periodDetailSchema>;

export const eventDetailSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: dealStatusSchema,
  /** True while the event is live: members may apply once. */
  canApply: z.boolean(),
  /** Members who applied so far (rows of event_apply). */
  applicantCount: z.number().int().min(0),
  /**
   * The event's picture (750 x 420): the art of the home banner that announces it. Null when no
   * banner does; the app then shows its brand banner.
   */
  imageUrl: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const getPeriods = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/period',
  service: 'display',
  auth: 'none',
  summary: '진행 중인 기획전 목록',
  query: z.object({ ...pageQuery }),
  response: withToasts({
    periods: z.array(periodSummarySchema),
    pageInfo: pageInfoSchema,
    serverTime: instant,
  }),
});

export const getPeriodDetail = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/period/detail',
  service: 'display',
  auth: 'none',
  summary: '기획전 상세와 상품 목록',
  query: z.object({ periodId: digitId, sort: productSortSchema, ...pageQuery }),
  response: withToasts({
    period: periodDetailSchema,
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    serverTime: instant,
  }),
});

export const getCustomEvent = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/custom-event',
  service: 'display',
  auth: 'none',
  summary: '이벤트 상세',
  query: z.object({ eventId: digitId }),
  response: withToasts({ event: eventDetailSchema, serverTime: instant }),
});

export const applyEvent = defineEndpoint({
  method: 'POST',
  path: '/api/v2/display/deal/event/apply',
  service: 'display',
  auth: 'member',
  summary: '이벤트 응모 (회원당 한 번, 진행 중일 때만; 두 번째는 코드 18)',
  body: z.object({ eventId: z.number().int().min(1).max(MAX_ID) }),
  response: withToasts({ eventId: z.number().int(), applied: z.literal(true), appliedAt: instant }),
});

export const getEventApplyStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/event/apply',
  service: 'display',
  auth: 'member',
  summary: '이벤트 응모 여부',
  query: z.object({ eventId: digitId }),
  response: withToasts({ eventId: z.number().int(), applied: z.boolean(), appliedAt: instant.nullable() }),
});
