import type { FastifyInstance } from 'fastify';
import {
  acceptQnaReply,
  createDashboardReply,
  createQnaReply,
  deleteDashboardReply,
  deleteQnaReply,
  likeDashboardReply,
  likeQnaReply,
  listDashboardReplies,
  listQnaReplies,
  updateDashboardReply,
  updateQnaReply,
} from '#contract/community-replies.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { memberOf } from '../../auth/auth.guard.ts';
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
  const ctx = (): RepliesContext => ({ db: app.database.db, dialect: app.database.dialect, now: app.now() });

  const families = [
    {
      path: 'dashboard' as ReplyPath,
      list: listDashboardReplies,
      create: createDashboardReply,
      update: updateDashboardReply,
      remove: deleteDashboardReply,
      like: likeDashboardReply,
    },
    {
      path: 'qna' as ReplyPath,
      list: listQnaReplies,
      create: createQnaReply,
      update: updateQnaReply,
      remove: deleteQnaReply,
      like: likeQnaReply,
    },
  ] as const;
  for (const f of families) {
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

  registerEndpoint(app, acceptQnaReply, async ({ params, request }) =>
    acceptAnswer(ctx(), memberOf(request), params.id, params.replyId),
  );
}
