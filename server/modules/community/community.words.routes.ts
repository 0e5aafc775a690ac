import type { FastifyInstance } from 'fastify';
import { validateBannedWords } from '../../../contract/community-moderation.ts';
import { searchCommunity } from '../../../contract/community-search.ts';
import { registerEndpoint } from '../../http/register.ts';
import { findBannedWords } from './banned-words.ts';
import { searchPosts } from './community.search.ts';

/** The community's words: the banned-word check a form calls as the member types, and the search. */
export async function communityWordsModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, validateBannedWords, async ({ query }) => {
    const words = await findBannedWords(app.database.db, query.text);
    return { isValid: words.length === 0, words };
  });

  registerEndpoint(app, searchCommunity, async ({ query, request }) =>
    searchPosts({ db: app.database.db, now: app.now() }, request.member?.memberId ?? null, query),
  );
}
