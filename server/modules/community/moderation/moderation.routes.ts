import type { FastifyInstance } from 'fastify';
import {
  reportContent as reportContentEndpoint,
  validateBannedWords,
} from '#contract/community-moderation.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { memberOf } from '../../auth/auth.guard.ts';
import { invalidateOnWrites } from '../shared/community.read-cache.ts';
import { findBannedWords } from './banned-words.ts';
import { reportContent } from './reports.service.ts';

/**
 * The community's moderation a member meets: reporting a post or a reply, and the banned-word check a
 * form calls as the member types. The operator's side is moderation.cli.ts and banned-words.cli.ts.
 */
export async function communityModerationModule(app: FastifyInstance): Promise<void> {
  invalidateOnWrites(app);
  registerEndpoint(app, reportContentEndpoint, async ({ body, request }) =>
    reportContent({ db: app.database.db, now: app.now() }, memberOf(request), body),
  );

  registerEndpoint(app, validateBannedWords, async ({ query }) => {
    const words = await findBannedWords(app.database.db, query.text);
    return { isValid: words.length === 0, words };
  });
}
