import type { Kysely } from 'kysely';
import { PAGE_SIZE } from '#contract/constants.ts';
import {
  PREVIEW_FORBIDDEN_MESSAGE,
  type PreviewKind,
  type PreviewResponse,
  previewRoutes,
} from '#contract/preview.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, isNotFound, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { dealDetail } from '../display/display.service.ts';
import { loadEvent, loadPeriod } from '../exhibition/exhibition.service.ts';
import { findNotice } from './preview.repository.ts';
import { signPreviewToken, verifyPreviewToken } from './preview.tokens.ts';

export interface PreviewContext extends ServiceContext {
  key: Uint8Array;
}

/** 403 with the one message of the spec's preview screen, whatever was wrong with the token. */
const forbidden = () => new AppError('FORBIDDEN', PREVIEW_FORBIDDEN_MESSAGE);
const missingContent = () => notFound('미리 볼 콘텐츠를 찾을 수 없습니다.');

export async function previewContent(
  ctx: PreviewContext,
  kind: PreviewKind,
  id: number,
  token: string | undefined,
): Promise<PreviewResponse> {
  // The token is checked before anything is read, so a visitor without one cannot even learn
  // whether the id exists.
  if (!token) throw forbidden();
  const expiry = await verifyPreviewToken(ctx.key, token, { kind, id }, ctx.now);
  if (!expiry) throw forbidden();
  const meta = { serverTime: ctx.now.toISOString(), expiresAt: expiry.toISOString() };

  switch (kind) {
    case 'deal': {
      const deal = await dealDetail({ db: ctx.db, shopBaseUrl: ctx.shopBaseUrl, now: () => ctx.now }, id, {
        includeUnpublished: true,
      });
      if (!deal) throw missingContent();
      const published = await isDealPublished(ctx.db, id);
      return { kind, deal, published, ...meta };
    }
    case 'period': {
      const exhibition = { db: ctx.db, shopBaseUrl: ctx.shopBaseUrl, now: ctx.now };
      const loaded = await loadPeriod(exhibition, {
        periodId: id,
        sort: 'ACCURACY',
        includeUnpublished: true,
        page: 1,
        size: PAGE_SIZE.max,
      }).catch(rethrowNotFound);
      return { kind, period: loaded.period, products: loaded.products, published: loaded.published, ...meta };
    }
    case 'event': {
      const exhibition = { db: ctx.db, shopBaseUrl: ctx.shopBaseUrl, now: ctx.now };
      const loaded = await loadEvent(exhibition, id, true).catch(rethrowNotFound);
      return { kind, event: loaded.event, published: loaded.published, ...meta };
    }
    case 'notice': {
      const row = await findNotice(ctx.db, id);
      if (!row) throw missingContent();
      const notice = {
        noticeId: row.notice_id,
        title: row.title,
        bodyHtml: row.body_html,
        published: row.published === 1,
        createdAt: row.created_at,
      };
      return { kind, notice, published: notice.published, ...meta };
    }
  }
}

function rethrowNotFound(error: unknown): never {
  if (isNotFound(error)) throw missingContent();
  throw error;
}

async function isDealPublished(db: Kysely<DB>, dealId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deal')
    .select('published')
    .where('deal_id', '=', dealId)
    .executeTakeFirst();
  return row?.published === 1;
}

/** The SPA route that shows the preview, with its token: `/admin-deal/12?token=…`. */
export async function createPreviewLink(
  key: Uint8Array,
  target: { kind: PreviewKind; id: number },
  now: Date,
  ttlSeconds: number,
  baseUrl = '',
): Promise<{ url: string; expiresAt: Date }> {
  const { token, expiresAt } = await signPreviewToken(key, target, now, ttlSeconds);
  const path = `${previewRoutes[target.kind]}/${target.id}?token=${encodeURIComponent(token)}`;
  return { url: `${baseUrl.replace(/\/+$/, '')}${path}`, expiresAt };
}
