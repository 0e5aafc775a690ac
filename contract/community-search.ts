import { z } from 'zod';
import { blankAsMissing, communityTypeSchema, cursorQuery, postListSchema } from './community.ts';
import { defineEndpoint } from './endpoint.ts';
import { COMMUNITY_LIMITS } from './rules/community-rules.ts';

/** The community's search (server/modules/community/search). The shared shapes are in community.ts. */

const BASE = '/api/v1/community';

export const searchCommunity = defineEndpoint({
  method: 'GET',
  path: `${BASE}/search`,
  service: 'community',
  auth: 'optional',
  summary: '커뮤니티 검색 (제목·본문; 초성·띄어쓰기 무시)',
  query: z.object({
    /** Trimmed; blank counts as missing (10), longer than searchKeywordMax is 13. */
    keyword: z.preprocess(blankAsMissing, z.string().trim().min(1).max(COMMUNITY_LIMITS.searchKeywordMax)),
    type: communityTypeSchema.optional(),
    ...cursorQuery,
  }),
  response: postListSchema.extend({ keyword: z.string(), totalCount: z.number().int().min(0) }),
});
