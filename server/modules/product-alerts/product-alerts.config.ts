import { z } from 'zod';

/** The development shop's webhook secret (in the repository: production refuses it). */
export const DEV_SHOP_WEBHOOK_SECRET = 'dev-shop-webhook-secret-0000';

/** Config keys of the product alerts (docs/product-alerts.md), spread into server/config.ts's schema. */
export const productAlertsConfigShape = {
  /** The key the shop signs its stock and price webhook with (HMAC-SHA256); production must set its own. */
  SHOP_WEBHOOK_SECRET: z.string().min(16).default(DEV_SHOP_WEBHOOK_SECRET),
  /** How often this instance runs the fan-out job (ms); 0 never (another instance or the admin command does). */
  ALERTS_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * The push service (`POST` one push as JSON). Unset: with the development stand-ins, a stand-in that
   * records what it would send (GET /dev-push/sent); otherwise pushes stay queued. Production requires it.
   */
  PUSH_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'http(s):// 주소여야 합니다.')
    .optional(),
  PUSH_API_KEY: z.string().min(8).optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
};
