import { TRACKED_PERIODS } from '#contract/constants.ts';
import type { SearchSortCode } from '#contract/display.ts';
import {
  type EventDetail,
  type PeriodDetail,
  type PeriodSummary,
  trackNameSchema,
} from '#contract/exhibition.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { bannerImageUrl } from '../../shared/media-urls.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { productImageUrl, toProductSummary } from '../../shared/product-summary.ts';
import {
  countLivePeriods,
  type EventRow,
  findEvent,
  findEventApply,
  findPeriod,
  insertEventApply,
  listLivePeriods,
  listPeriodProducts,
  type PeriodRow,
} from './exhibition.repository.ts';

export type WindowStatus = 'upcoming' | 'live' | 'ended';

/** Instants are ISO UTC strings of one format, so they compare as text. */
export function windowStatus(startsAt: string, endsAt: string, nowIso: string): WindowStatus {
  if (nowIso < startsAt) return 'upcoming';
  if (nowIso >= endsAt) return 'ended';
  return 'live';
}

/** The spec's tracked ids win; other periods may carry a tracking name of their own in the catalogue. */
function trackNameOf(row: PeriodRow): PeriodSummary['trackName'] {
  const tracked = (TRACKED_PERIODS as Record<number, string | undefined>)[row.period_id] ?? row.track_name;
  const parsed = trackNameSchema.safeParse(tracked);
  return parsed.success ? parsed.data : null;
}

export function toPeriodDetail(row: PeriodRow, nowIso: string): PeriodDetail {
  return {
    periodId: row.period_id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    imageUrl: row.headline_product_no === null ? '' : productImageUrl(row.headline_product_no),
    trackName: trackNameOf(row),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: windowStatus(row.starts_at, row.ends_at, nowIso),
    productCount: Number(row.product_count ?? 0),
  };
}

function toPeriodSummary(row: PeriodRow, nowIso: string): PeriodSummary {
  const { description: _description, ...summary } = toPeriodDetail(row, nowIso);
  return summary;
}

export function toEventDetail(row: EventRow, nowIso: string): EventDetail {
  const status = windowStatus(row.starts_at, row.ends_at, nowIso);
  return {
    eventId: row.event_id,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status,
    canApply: status === 'live',
    applicantCount: Number(row.applicant_count ?? 0),
    imageUrl: row.banner_id == null ? null : bannerImageUrl(Number(row.banner_id)),
  };
}

export async function livePeriods(ctx: ServiceContext, page: PageRequest) {
  const nowIso = ctx.now.toISOString();
  const { offset, limit } = pageWindow(page);
  const [totalCount, rows] = await Promise.all([
    countLivePeriods(ctx.db, nowIso),
    listLivePeriods(ctx.db, nowIso, offset, limit),
  ]);
  return {
    periods: rows.map((row) => toPeriodSummary(row, nowIso)),
    pageInfo: pageInfo(page, totalCount),
    serverTime: nowIso,
  };
}

/** Loads a period with a page of its products; `includeUnpublished` only for a verified preview. */
export async function loadPeriod(
  ctx: ServiceContext,
  input: { periodId: number; sort: SearchSortCode; includeUnpublished: boolean } & PageRequest,
) {
  const nowIso = ctx.now.toISOString();
  const row = await findPeriod(ctx.db, input.periodId);
  if (!row || (row.published !== 1 && !input.includeUnpublished)) {
    throw notFound('기획전을 찾을 수 없습니다.');
  }
  const products = await listPeriodProducts(ctx.db, input.periodId, {
    sort: input.sort,
    ...pageWindow(input),
  });
  const period = toPeriodDetail(row, nowIso);
  return {
    period,
    published: row.published === 1,
    products: products.map((product) => toProductSummary(product, ctx.shopBaseUrl)),
    pageInfo: pageInfo(input, period.productCount),
    serverTime: nowIso,
  };
}

export async function periodDetail(
  ctx: ServiceContext,
  input: { periodId: number; sort: SearchSortCode } & PageRequest,
) {
  const { published: _published, ...rest } = await loadPeriod(ctx, { ...input, includeUnpublished: false });
  return rest;
}

export async function loadEvent(ctx: ServiceContext, eventId: number, includeUnpublished: boolean) {
  const row = await findEvent(ctx.db, eventId);
  if (!row || (row.published !== 1 && !includeUnpublished)) {
    throw notFound('이벤트를 찾을 수 없습니다.');
  }
  return { event: toEventDetail(row, ctx.now.toISOString()), published: row.published === 1 };
}

export async function customEvent(ctx: ServiceContext, eventId: number) {
  const { event } = await loadEvent(ctx, eventId, false);
  return { event, serverTime: ctx.now.toISOString() };
}

export async function applyToEvent(ctx: ServiceContext, eventId: number, memberId: number) {
  const { event } = await loadEvent(ctx, eventId, false);
  if (event.status === 'upcoming') throw new AppError('OUT_OF_RANGE', '아직 응모 기간이 아닙니다.');
  if (event.status === 'ended') throw new AppError('OUT_OF_RANGE', '응모 기간이 끝난 이벤트입니다.');
  const appliedAt = ctx.now.toISOString();
  // The primary key decides, so two taps at once still make one application.
  const inserted = await insertEventApply(ctx.db, eventId, memberId, appliedAt);
  if (!inserted) throw new AppError('DUPLICATED_REQUEST', '이미 응모한 이벤트입니다.');
  return {
    eventId,
    applied: true as const,
    appliedAt,
    toastItems: [{ phrase: '이벤트 응모가 완료되었습니다.' }],
  };
}

export async function eventApplyStatus(ctx: ServiceContext, eventId: number, memberId: number) {
  await loadEvent(ctx, eventId, false);
  const row = await findEventApply(ctx.db, eventId, memberId);
  return { eventId, applied: row !== undefined, appliedAt: row?.applied_at ?? null };
}
