import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDealDetail } from '#contract/display.ts';
import type { Db } from '../../db/schema.ts';
import { escapeHtml } from '../../shared/html.ts';
import { productShareImageUrl } from '../../shared/media-urls.ts';
import { photoShareImageUrl, toCommunityPhoto } from '../community/photos/photos.service.ts';
import { excerptOf } from '../community/shared/community.mapping.ts';
import { dealDetail } from '../display/display.service.ts';
import { type PageShell, withShell } from './first-paint.ts';

/**
 * Link previews (Open Graph) of the pages people share: a messenger or a search engine reads the HTML
 * the server sends for a URL and runs no script, so the server writes the page's own title, description
 * and picture into index.html for deal, period, event, notice and community post pages. One query by
 * primary key per such request; an unknown, unpublished, hidden or deleted one gets the site's defaults
 * (nothing of unpublished content ever reaches the HTML). docs/link-previews.md.
 */

export const SITE_NAME = '제철장터';
export const SITE_DESCRIPTION = '제철장터: 산지에서 바로 온 제철 식재료와 지역 특산물, 기간 한정 특가 딜';
/** 1200x630 PNG (public/og-image.png): link previews take JPEG and PNG, not SVG. */
export const SITE_IMAGE = '/og-image.png';
const DESCRIPTION_LENGTH = 100;

export type PreviewKind = 'deal' | 'period' | 'event' | 'notice' | 'post' | 'question';

/** The SPA's pages that have a preview of their own (src/routes/…/$id.tsx; ids as digitIdParams). */
const PREVIEW_PATHS: [RegExp, PreviewKind][] = [
  [/^\/deal\/(\d{1,12})\/?$/, 'deal'],
  [/^\/period\/(\d{1,12})\/?$/, 'period'],
  [/^\/event\/(\d{1,12})\/?$/, 'event'],
  [/^\/notice\/(\d{1,12})\/?$/, 'notice'],
  [/^\/community\/board-detail\/(\d{1,12})\/?$/, 'post'],
  [/^\/community\/qna\/(\d{1,12})\/?$/, 'question'],
];

export interface PreviewTarget {
  kind: PreviewKind;
  id: number;
}

export function previewTarget(path: string): PreviewTarget | undefined {
  for (const [pattern, kind] of PREVIEW_PATHS) {
    const match = pattern.exec(path);
    const id = Number(match?.[1]);
    // Beyond 2^53 the number is not the id asked for; such a page has no preview.
    if (match && Number.isSafeInteger(id)) return { kind, id };
  }
  return undefined;
}

/** What one page's preview says; paths are relative to the site's origin unless absolute already. */
export interface PagePreview {
  title: string;
  description: string;
  image: string;
  /** The page's canonical path (no query). */
  path: string;
  type: 'website' | 'article';
  /** A board post's pre-paint shell, read by the same query (first-paint.ts). */
  shell?: PageShell | undefined;
}

const oneLine = (text: string, length = DESCRIPTION_LENGTH) => excerptOf(text, length);

/** A deal's or a period's page: its title, its subtitle (else description) and its first product's picture. */
function listingPreview(
  row: { title: string; subtitle: string; description: string; product_no: number | null },
  path: string,
): PagePreview {
  return {
    title: row.title,
    description: oneLine(row.subtitle || row.description),
    image: row.product_no == null ? SITE_IMAGE : productShareImageUrl(row.product_no),
    path,
    type: 'website',
  };
}

/** The published page's preview, or undefined for anything a guest could not open. One query each. */
export async function findPagePreview(db: Db, target: PreviewTarget): Promise<PagePreview | undefined> {
  const { kind, id } = target;
  switch (kind) {
    case 'deal': {
      const row = await db
        .selectFrom('deal as d')
        .select((eb) => [
          'd.title',
          'd.subtitle',
          'd.description',
          eb
            .selectFrom('deal_product as dp')
            .select('dp.product_no')
            .whereRef('dp.deal_id', '=', 'd.deal_id')
            .orderBy('dp.sort_order')
            .orderBy('dp.product_no')
            .limit(1)
            .as('product_no'),
        ])
        .where('d.deal_id', '=', id)
        .where('d.published', '=', 1)
        .executeTakeFirst();
      return row && listingPreview(row, `/deal/${id}`);
    }
    case 'period': {
      const row = await db
        .selectFrom('period as pe')
        .select((eb) => [
          'pe.title',
          'pe.subtitle',
          'pe.description',
          eb
            .selectFrom('period_product as pp')
            .select('pp.product_no')
            .whereRef('pp.period_id', '=', 'pe.period_id')
            .orderBy('pp.sort_order')
            .orderBy('pp.product_no')
            .limit(1)
            .as('product_no'),
        ])
        .where('pe.period_id', '=', id)
        .where('pe.published', '=', 1)
        .executeTakeFirst();
      return row && listingPreview(row, `/period/${id}`);
    }
    case 'event': {
      const row = await db
        .selectFrom('event')
        .select(['title', 'description'])
        .where('event_id', '=', id)
        .where('published', '=', 1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.title,
        description: oneLine(row.description),
        image: SITE_IMAGE,
        path: `/event/${id}`,
        type: 'website',
      };
    }
    case 'notice': {
      const row = await db
        .selectFrom('notice')
        .select(['title', 'summary', 'image_url'])
        .where('notice_id', '=', id)
        .where('published', '=', 1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        title: row.title,
        description: oneLine(row.summary),
        image: row.image_url && isImageUrl(row.image_url) ? row.image_url : SITE_IMAGE,
        path: `/notice/${id}`,
        type: 'article',
      };
    }
    case 'post':
    case 'question': {
      // The first photo (lowest position; the key community_post_photo_pk) joined on: still one row.
      const row = await db
        .selectFrom('community_post as c')
        .leftJoin('community_post_photo as pp', (join) =>
          join.onRef('pp.post_id', '=', 'c.post_id').on((eb) =>
            eb(
              'pp.position',
              '=',
              eb
                .selectFrom('community_post_photo as first')
                .select((sub) => sub.fn.min('first.position').as('position'))
                .whereRef('first.post_id', '=', 'c.post_id'),
            ),
          ),
        )
        .leftJoin('community_photo as ph', 'ph.photo_id', 'pp.photo_id')
        .select(['c.type', 'c.title', 'c.body', 'ph.photo_id', 'ph.url_key', 'ph.width', 'ph.height'])
        .where('c.post_id', '=', id)
        // A reported post waits for review and a deleted one is gone: neither is passed around.
        .where('c.status', '=', 'visible')
        .where('c.type', kind === 'question' ? '=' : '<>', 'qna')
        .executeTakeFirst();
      if (!row) return undefined;
      const label = row.type === 'qna' ? '질문' : row.type === 'survey' ? '투표' : '오늘의 식탁';
      const photo =
        row.photo_id != null && row.url_key != null && row.width != null && row.height != null
          ? { photo_id: row.photo_id, url_key: row.url_key, width: row.width, height: row.height }
          : undefined;
      return {
        title: row.title ?? `${SITE_NAME} ${label}`,
        description: oneLine(row.body),
        image: photo ? photoShareImageUrl(photo) : SITE_IMAGE,
        path: kind === 'question' ? `/community/qna/${id}` : `/community/board-detail/${id}`,
        type: 'article',
        // The board's and the question's pages wait for the post before React takes over (their
        // routes' loaders), so the shell stays until the same screen replaces it.
        shell: {
          kind: 'post',
          type: row.type,
          title: row.title,
          body: row.body,
          photo: photo && toCommunityPhoto(photo),
        },
      };
    }
  }
}

/** An operator's image address: a path on this site or an http(s) URL, nothing else (no javascript:, data:). */
function isImageUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute URLs in a preview start with: PUBLIC_BASE_URL; else, outside production, the
 * origin the request came to (as the community's share links do), when its Host is a well-formed host
 * name; else none, and the preview leaves out og:url and og:image rather than name a host a client
 * chose. Production never builds links from the Host header (docs/link-previews.md: set PUBLIC_BASE_URL).
 */
export function previewOrigin(
  config: { PUBLIC_BASE_URL?: string | undefined; NODE_ENV: string },
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string | undefined {
  if (config.PUBLIC_BASE_URL) return new URL(config.PUBLIC_BASE_URL).origin;
  if (config.NODE_ENV === 'production') return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return HOST.test(request.host) ? `${protocol}://${request.host}` : undefined;
}

const absolute = (origin: string | undefined, url: string) =>
  /^https?:\/\//.test(url) ? url : origin === undefined ? undefined : `${origin}${url}`;

/** The head tags of one page's preview (the HTML's own <title> and description are replaced, not doubled). */
export function previewTags(preview: PagePreview, origin: string | undefined): string {
  const title = preview.title.trim() || SITE_NAME;
  const description = preview.description.trim() || SITE_DESCRIPTION;
  const image = absolute(origin, preview.image);
  const url = absolute(origin, preview.path);
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('');
}

/** index.html with the page's tags in place of its default <title> and description. */
export function withPreviewTags(html: string, tags: string): string {
  const stripped = html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  return stripped.replace(/<\/head>/, () => `${tags}</head>`);
}

/**
 * A deal page's shell, from the deal as its screen shows it (the display module's answer of
 * GET /api/v1/display/deal/:id): the headline product's picture, which the preview's query does not
 * pick the same way, and that answer itself for the screen's query. Undefined when it would be 404.
 */
async function dealShell(app: FastifyInstance, id: number): Promise<PageShell | undefined> {
  const ctx = { db: app.database.db, shopBaseUrl: app.config.SHOP_BASE_URL, now: () => app.now() };
  const deal = await dealDetail(ctx, id);
  if (!deal) return undefined;
  // Through the endpoint's response schema, as the route's serialiser sends it.
  const answer = getDealDetail.response.parse({ deal, serverTime: app.now().toISOString() });
  return {
    kind: 'deal',
    title: deal.title,
    subtitle: deal.subtitle,
    imageUrl: deal.imageUrl,
    data: { path: getDealDetail.path.replace(':dealId', String(id)), answer },
  };
}

/**
 * The HTML for one SPA page: index.html as it is, or with the preview of a deal, period, event,
 * notice or post page. A failed look-up (the database away) serves the page with the defaults.
 */
export async function pageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  indexHtml: string,
): Promise<string> {
  const target = previewTarget(path);
  if (!target) return indexHtml;
  try {
    const preview = await findPagePreview(app.database.db, target);
    if (!preview) return indexHtml;
    const html = withPreviewTags(indexHtml, previewTags(preview, previewOrigin(app.config, request)));
    const shell = target.kind === 'deal' ? await dealShell(app, target.id) : preview.shell;
    return shell ? withShell(html, shell) : html;
  } catch (error) {
    request.log.warn({ err: error }, '링크 미리보기를 읽지 못해 기본 태그로 응답합니다.');
    return indexHtml;
  }
}
