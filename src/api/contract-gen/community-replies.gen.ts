// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communityRepliesContract from '#contract/community-replies.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const acceptQnaReply = {"module":"community-replies","name":"acceptQnaReply","method":"PUT","path":"/api/v1/community/qna/:id/accept/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.acceptQnaReply>;
export const createDashboardReply = {"module":"community-replies","name":"createDashboardReply","method":"POST","path":"/api/v1/community/dashboard/:id/reply","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.createDashboardReply>;
export const createQnaReply = {"module":"community-replies","name":"createQnaReply","method":"POST","path":"/api/v1/community/qna/:id/reply","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.createQnaReply>;
export const deleteDashboardReply = {"module":"community-replies","name":"deleteDashboardReply","method":"DELETE","path":"/api/v1/community/dashboard/:id/reply/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.deleteDashboardReply>;
export const deleteQnaReply = {"module":"community-replies","name":"deleteQnaReply","method":"DELETE","path":"/api/v1/community/qna/:id/reply/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.deleteQnaReply>;
export const likeDashboardReply = {"module":"community-replies","name":"likeDashboardReply","method":"PUT","path":"/api/v1/community/dashboard/:id/reply/:replyId/like","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.likeDashboardReply>;
export const likeQnaReply = {"module":"community-replies","name":"likeQnaReply","method":"PUT","path":"/api/v1/community/qna/:id/reply/:replyId/like","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.likeQnaReply>;
export const listDashboardReplies = {"module":"community-replies","name":"listDashboardReplies","method":"GET","path":"/api/v1/community/dashboard/:id/reply","service":"community","auth":"optional"} as EndpointRef<typeof communityRepliesContract.listDashboardReplies>;
export const listQnaReplies = {"module":"community-replies","name":"listQnaReplies","method":"GET","path":"/api/v1/community/qna/:id/reply","service":"community","auth":"optional"} as EndpointRef<typeof communityRepliesContract.listQnaReplies>;
export const updateDashboardReply = {"module":"community-replies","name":"updateDashboardReply","method":"PUT","path":"/api/v1/community/dashboard/:id/reply/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.updateDashboardReply>;
export const updateQnaReply = {"module":"community-replies","name":"updateQnaReply","method":"PUT","path":"/api/v1/community/qna/:id/reply/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communityRepliesContract.updateQnaReply>;
