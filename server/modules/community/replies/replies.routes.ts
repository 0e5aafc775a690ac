import type { FastifyInstance } from 'fastify';
import * as repliesContract from '#contract/community-replies.ts';
import { replyEndpoints } from '#contract/rules/reply-endpoints.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { memberOf } from '../../auth/auth.guard.ts';
import { invalidateOnWrites } from '../shared/community.read-cache.ts';
import {
  acceptAnswer,
  createReply,
  deleteReply,
  listReplies,
  type RepliesContext,
  type ReplyPath,
  setReplyLike,
  updateReply,
} from './replies.service.ts';

/** The community's replies and answers: lists, writing, their likes, accepting an answer. */
export async function communityRepliesModule(app: FastifyInstance): Promise<void> {
  invalidateOnWrites(app);
  const ctx = (): RepliesContext => ({ db: app.database.db, dialect: app.database.dialect, now: app.now() });

  const paths: readonly ReplyPath[] = ['dashboard', 'qna'];
  for (const path of paths) {
    const f = { path, ...replyEndpoints(repliesContract, path) };
    registerEndpoint(app, f.list, async ({ params, query, request }) =>
      listReplies(ctx(), request.member?.memberId ?? null, f.path, params.id, query),
    );
    registerEndpoint(app, f.create, async ({ params, body, request }) =>
      createReply(ctx(), memberOf(request), f.path, params.id, body),
    );
    registerEndpoint(app, f.update, async ({ params, body, request }) =>
      updateReply(ctx(), memberOf(request), f.path, params.id, params.replyId, body),
    );
    registerEndpoint(app, f.remove, async ({ params, request }) =>
      deleteReply(ctx(), memberOf(request), f.path, params.id, params.replyId),
    );
    registerEndpoint(app, f.like, async ({ params, body, request }) =>
      setReplyLike(ctx(), memberOf(request), f.path, params.id, params.replyId, body.isLike),
    );
  }

  registerEndpoint(app, repliesContract.acceptQnaReply, async ({ params, request }) =>
    acceptAnswer(ctx(), memberOf(request), params.id, params.replyId),
  );
}
