import { z } from 'zod';

/** Where the development shop is mounted (docs/dev-shop.md). */
export const DEV_SHOP_PATH = '/dev-shop';

/** The real shop, still the production default when SHOP_BASE_URL is unset. */
export const PRODUCTION_SHOP_BASE_URL = 'https://shop.jecheol.kr';

/**
 * SHOP_BASE_URL: an absolute http(s) URL (the shop, Cafe24), or a path on this same server (the
 * development shop). Unset means `/dev-shop` where the stand-ins are mounted, else the real shop.
 */
export const shopBaseUrlSchema = z
  .string()
  .trim()
  .refine(
    (value) => isShopPath(value) || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    'http(s) 절대 URL 또는 /로 시작하는 경로여야 합니다.',
  )
  .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value));

/** A path on this server: one leading slash, never `//host` or `/\host`, no spaces, backslashes or control characters (as contract/runtime-config.ts). */
function isShopPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

interface ShopConfigSubset {
  NODE_ENV: string;
  DEV_STAND_INS: 'off' | 'local' | 'network';
  SHOP_BASE_URL?: string | undefined;
}

/** The development shop is never mounted in production: a path there would lead nowhere. */
export function refineShopConfig(config: ShopConfigSubset, ctx: z.RefinementCtx): void {
  if (config.NODE_ENV !== 'production' || config.SHOP_BASE_URL === undefined) return;
  if (!/^https?:\/\//i.test(config.SHOP_BASE_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SHOP_BASE_URL'],
      message: '운영 환경에서는 쇼핑몰의 절대 URL(https://…)이어야 합니다. 개발용 쇼핑몰은 운영에 없습니다.',
    });
  }
}

/** Fills in the default: the development shop where the stand-ins are mounted, else the real shop. */
export function withShopDefault<T extends ShopConfigSubset>(config: T): T & { SHOP_BASE_URL: string } {
  const fallback = config.DEV_STAND_INS === 'off' ? PRODUCTION_SHOP_BASE_URL : DEV_SHOP_PATH;
  return { ...config, SHOP_BASE_URL: config.SHOP_BASE_URL ?? fallback };
}
