import { replyParams, surveyStateSchema } from './community.ts';
import { defineEndpoint, withToasts } from './endpoint.ts';

/**
 * The community's votes (server/modules/community/survey); a vote post is read and replied to through
 * /dashboard/{id} (community-posts.ts, community-replies.ts). The shared shapes are in community.ts.
 */

const BASE = '/api/v1/community';

export const voteSurvey = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/survey/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '투표하기·바꾸기 (마감 전까지; replyId는 선택지 ID)',
  params: replyParams,
  response: withToasts({ survey: surveyStateSchema }),
});
