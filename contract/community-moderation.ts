import { z } from 'zod';
import { blankAsMissing, bodyId, boundedText } from './community.ts';
import { defineEndpoint, withToasts } from './endpoint.ts';
import { COMMUNITY_LIMITS, REPORT_REASONS, type ReportReason } from './rules/community-rules.ts';

/**
 * The community's moderation (server/modules/community/moderation): reporting a post or a reply, and the
 * banned-word check a form calls as the member types. The shared shapes are in community.ts.
 */

const BASE = '/api/v1/community';

export const reportReasonSchema = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]]);

export const reportContent = defineEndpoint({
  method: 'POST',
  path: `${BASE}/accuse`,
  service: 'community',
  auth: 'member',
  summary: '글·댓글 신고 (대상마다 한 번; 신고가 쌓이면 검토 전까지 숨김)',
  body: z.object({
    targetType: z.enum(['post', 'reply']),
    targetId: bodyId,
    reason: reportReasonSchema,
    detail: boundedText(200).optional(),
  }),
  response: withToasts({ reported: z.literal(true) }),
});

export const validateBannedWords = defineEndpoint({
  method: 'GET',
  path: `${BASE}/bannedwords-validation`,
  service: 'community',
  auth: 'optional',
  summary: '금칙어 검사 (띄어쓰기·기호·자모를 끼워 써도 찾음)',
  /** Empty is missing (10); longer than a post body may be (in UTF-16 units) is 13. */
  query: z.object({ text: z.preprocess(blankAsMissing, z.string().max(COMMUNITY_LIMITS.bodyMax * 2)) }),
  /** `words`: the banned words found, each once, in the operator's spelling. */
  response: withToasts({ isValid: z.boolean(), words: z.array(z.string()) }),
});
