import type { FastifyInstance } from 'fastify';
import { searchCommunity } from '#contract/community-search.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { searchPosts } from './search.service.ts';

/** The community's search. */
export async function communitySearchModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, searchCommunity, async ({ query, request }) =>
    searchPosts({ db: app.readsFor(request), now: app.now() }, request.member?.memberId ?? null, query),
  );
}
