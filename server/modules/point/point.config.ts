import { z } from 'zod';

/** The development partner's key (in the repository: production refuses it). */
export const DEV_PARTNER_API_KEY = 'dev-partner-key-0000';

/** How the development partner answers (dev-partner.routes.ts, docs/partner-points.md). */
export const DEV_PARTNER_ANSWERS = ['accept', 'reject', 'slow', 'late', 'error'] as const;

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
  /**
   * One call to the partner. No answer by then: the exchange ends as the partner's answer to a cancel
   * says (confirmed: completed; cancelled: stars back; none: pending until `stars reconcile`).
   */
  PARTNER_POINTS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /**
   * The development partner's answer when a request does not choose one (`X-Dev-Partner-Answer`):
   * accept, reject, slow (acts and answers after the timeout, unless cancelled meanwhile), late (acts
   * at once, answers after the timeout: a partner under load) or error (500).
   */
  PARTNER_POINTS_DEV_ANSWER: z.enum(DEV_PARTNER_ANSWERS).default('accept'),
};
