import type { FastifyInstance } from 'fastify';
import { voteSurvey } from '#contract/community-survey.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { memberOf } from '../../auth/auth.guard.ts';
import { invalidateOnWrites } from '../shared/community.read-cache.ts';
import { castVote } from './survey.service.ts';

/** The community's votes: casting and changing a vote. */
export async function communitySurveyModule(app: FastifyInstance): Promise<void> {
  invalidateOnWrites(app);
  // The contract's `replyId` of a vote is the option chosen.
  registerEndpoint(app, voteSurvey, async ({ params, request }) =>
    castVote(
      { db: app.database.db, dialect: app.database.dialect, now: app.now() },
      memberOf(request),
      params.id,
      params.replyId,
    ),
  );
}
