import { z } from 'zod';

/** The development partner's key (in the repository: production refuses it). */
export const DEV_PARTNER_API_KEY = 'dev-partner-key-0000';

/** Config keys of the star ledger's partner exchange, spread into server/config.ts's schema. */
export const pointConfigShape = {
  /**
   * The partner points API (docs/partner-points.md). Unset: the development partner on this same server
   * (/dev-partner) when the stand-ins are mounted, otherwise none (every exchange then fails and is
   * released); production refuses to start without it.
   */
  PARTNER_POINTS_URL: z
    .string()
    .refine(
      (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
      'URL 또는 /로 시작하는 경로여야 합니다.',
    )
    .optional(),
  /** Sent as `Authorization: Bearer …` to the partner. */
  PARTNER_POINTS_API_KEY: z.string().min(8).default(DEV_PARTNER_API_KEY),
  /** One call to the partner; a slower answer fails the exchange and releases its stars. */
  PARTNER_POINTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /**
   * The development partner's answer when a request does not choose one (`X-Dev-Partner-Answer`):
   * accept, reject, slow (answers after the timeout) or error (500).
   */
  PARTNER_POINTS_DEV_ANSWER: z.enum(['accept', 'reject', 'slow', 'error']).default('accept'),
};
