/**
 * 오늘의 식탁 (and its votes) and 묻고 답하기 answer on their own paths with the same five reply calls
 * (contract/community-replies.ts). This names each kind's five, so the server registers both
 * families alike and the SPA calls the family of the post it shows, each picking from its own copy
 * of the endpoints: the contract module on the server, its mirror (src/api/contract-gen) in the SPA.
 */
export type ReplyFamily = 'dashboard' | 'qna';

const REPLY_ENDPOINT_NAMES = {
  dashboard: {
    list: 'listDashboardReplies',
    create: 'createDashboardReply',
    update: 'updateDashboardReply',
    remove: 'deleteDashboardReply',
    like: 'likeDashboardReply',
  },
  qna: {
    list: 'listQnaReplies',
    create: 'createQnaReply',
    update: 'updateQnaReply',
    remove: 'deleteQnaReply',
    like: 'likeQnaReply',
  },
} as const;

type Names = typeof REPLY_ENDPOINT_NAMES;
type Call = keyof Names[ReplyFamily];
type EndpointName = Names[ReplyFamily][Call];

/** The five reply calls of `family`, each as `endpoints` holds it. */
export type ReplyEndpoints<M extends Record<EndpointName, unknown>, F extends ReplyFamily> = {
  [C in Call]: M[Names[F][C]];
};

export function replyEndpoints<M extends Record<EndpointName, unknown>, F extends ReplyFamily>(
  endpoints: M,
  family: F,
): ReplyEndpoints<M, F> {
  const names: Names[ReplyFamily] = REPLY_ENDPOINT_NAMES[family];
  return {
    list: endpoints[names.list],
    create: endpoints[names.create],
    update: endpoints[names.update],
    remove: endpoints[names.remove],
    like: endpoints[names.like],
  } as ReplyEndpoints<M, F>;
}
