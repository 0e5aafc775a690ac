import { z } from 'zod';

/** The development shop's accounts key (in the repository: production refuses it). */
export const DEV_SHOP_ACCOUNTS_API_KEY = 'dev-shop-accounts-key-0000';

/** How the development shop answers a withdrawal (docs/dev-shop.md, "Accounts"). */
export const DEV_SHOP_WITHDRAWAL_ANSWERS = ['accept', 'refuse', 'error', 'slow'] as const;

/** Config keys of the shop's accounts API (shop-accounts.ts), spread into server/config.ts's schema. */
export const shopAccountsConfigShape = {
  /**
   * The shop's accounts API (docs/shop-accounts.md). Unset: the development shop on this same server
   * (/dev-shop/api) when the stand-ins are mounted, otherwise none (a withdrawal then fails with
   * CAFE_WITHDRAWAL_FAILED and nothing changes); production refuses to start without it.
   */
  SHOP_ACCOUNTS_URL: z
    .string()
    .refine(
      (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
      'URL 또는 /로 시작하는 경로여야 합니다.',
    )
    .optional(),
  /** Sent as `Authorization: Bearer …` to the shop. */
  SHOP_ACCOUNTS_API_KEY: z.string().min(8).default(DEV_SHOP_ACCOUNTS_API_KEY),
  /** One call to the shop; no answer by then is a failed withdrawal (retry-safe: the call is idempotent). */
  SHOP_ACCOUNTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /**
   * The development shop's answer to a withdrawal when the request does not choose one
   * (`X-Dev-Shop-Answer`): accept, refuse (422), error (500) or slow (closes the account and answers
   * after the timeout).
   */
  SHOP_ACCOUNTS_DEV_ANSWER: z.enum(DEV_SHOP_WITHDRAWAL_ANSWERS).default('accept'),
};
