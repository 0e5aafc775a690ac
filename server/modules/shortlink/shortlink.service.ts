import type { Kysely } from 'kysely';
import { classifyLink } from '#contract/rules/links.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { shopPageUrl } from '../../shared/product-summary.ts';
import { PRODUCTION_SHOP_BASE_URL } from '../dev-shop/dev-shop.config.ts';
import { findShortLink } from './shortlink.repository.ts';

export interface ShortLinkResolution {
  code: string;
  kind: 'app' | 'internal';
  target: string;
}

/**
 * A stored link to a page of the shop names the production shop (`https://shop.jecheol.kr/…`, as
 * marketing hands it out); it is served under the shop this server is configured with
 * (`SHOP_BASE_URL`: the development shop `/dev-shop`, a test mall), as every other shop link is built
 * at request time. A path base makes it an app path, which the SPA hands to the server (routes/$.tsx).
 */
export function onConfiguredShop(targetUrl: string, shopBaseUrl: string): string {
  const productionShop = new URL(PRODUCTION_SHOP_BASE_URL);
  let url: URL;
  try {
    url = new URL(targetUrl);
  } catch {
    return targetUrl;
  }
  if (url.origin !== productionShop.origin || url.username !== '' || url.password !== '') return targetUrl;
  if (shopBaseUrl.replace(/\/+$/, '') === PRODUCTION_SHOP_BASE_URL) return targetUrl;
  return shopPageUrl(shopBaseUrl, `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A code's target, if it may be followed. A stored target on a foreign host (a mistake, or a row
 * someone slipped in) is refused here as well as in the SPA, so the API never hands out an open
 * redirect.
 */
export async function resolveShortLink(
  db: Kysely<DB>,
  code: string,
  shopBaseUrl: string,
  onRefused: (target: string) => void,
): Promise<ShortLinkResolution> {
  const row = await findShortLink(db, code);
  if (!row) throw notFound('존재하지 않는 링크입니다.');
  const link = classifyLink(onConfiguredShop(row.target_url, shopBaseUrl));
  switch (link.kind) {
    case 'app':
      return { code: row.code, kind: 'app', target: link.path };
    case 'internal':
      return { code: row.code, kind: 'internal', target: link.url };
    case 'refused':
      onRefused(row.target_url);
      throw new AppError('UNSUPPORTED', '이동할 수 없는 링크입니다.');
  }
}
