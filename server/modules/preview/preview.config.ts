import { z } from 'zod';
import { LIKE_LIMITS } from '#contract/like.ts';
import { PREVIEW_TOKEN_DEFAULT_TTL_SECONDS } from '#contract/preview.ts';

/** Config keys of the browsing modules, spread into server/config.ts's schema. */
export const browseConfigShape = {
  /**
   * Signs admin preview links. Unset: a key derived from JWT_SECRET (which production must set), so a
   * deployment needs no new secret and an access token still can never pass as a preview token.
   */
  PREVIEW_TOKEN_SECRET: z.string().min(32).optional(),
  /** Lifetime of a preview link unless `preview-link --ttl` asks for another one. */
  PREVIEW_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 60 * 60)
    .default(PREVIEW_TOKEN_DEFAULT_TTL_SECONDS),
  /** Likes per member (errors 91 and 92); lowered in tests, raised only with the shop's agreement. */
  LIKE_PRODUCT_MAX: z.coerce.number().int().min(1).max(10_000).default(LIKE_LIMITS.product),
  LIKE_SHOP_MAX: z.coerce.number().int().min(1).max(10_000).default(LIKE_LIMITS.shop),
};
