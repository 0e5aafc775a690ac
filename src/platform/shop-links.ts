import { runtimeConfig } from './runtime-config.ts';

/**
 * Pages of the separate shop site (spec section 7, external shop pages) this app links to. The
 * header's 찜 opens the app's own liked products (/my-page/likes), not the shop's wish list.
 */
const shopPages = {
  basket: '/order/basket.html',
} as const;

/**
 * A page of the shop: its path under the configured base, which is an absolute URL (the shop) or a
 * path on this server (the development shop, `/dev-shop`). The base's own path is kept, unlike
 * `new URL(path, base)`, which would drop it.
 */
export function shopPageUrl(path: string): string {
  return `${runtimeConfig().shopBaseUrl.replace(/\/+$/, '')}${path}`;
}

export function shopUrl(page: keyof typeof shopPages): string {
  return shopPageUrl(shopPages[page]);
}
