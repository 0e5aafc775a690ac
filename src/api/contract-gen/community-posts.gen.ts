// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communityPostsContract from '#contract/community-posts.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const clipDashboardPost = {"module":"community-posts","name":"clipDashboardPost","method":"PUT","path":"/api/v1/community/dashboard/:id/clipping","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.clipDashboardPost>;
export const clipQnaPost = {"module":"community-posts","name":"clipQnaPost","method":"PUT","path":"/api/v1/community/qna/:id/clipping","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.clipQnaPost>;
export const countPostView = {"module":"community-posts","name":"countPostView","method":"POST","path":"/api/v1/community/view-count","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.countPostView>;
export const createDashboardPost = {"module":"community-posts","name":"createDashboardPost","method":"POST","path":"/api/v1/community/dashboard","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.createDashboardPost>;
export const createQnaPost = {"module":"community-posts","name":"createQnaPost","method":"POST","path":"/api/v1/community/qna","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.createQnaPost>;
export const deleteDashboardPost = {"module":"community-posts","name":"deleteDashboardPost","method":"DELETE","path":"/api/v1/community/dashboard/:id","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.deleteDashboardPost>;
export const deleteQnaPost = {"module":"community-posts","name":"deleteQnaPost","method":"DELETE","path":"/api/v1/community/qna/:id","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.deleteQnaPost>;
export const getCommunityActivity = {"module":"community-posts","name":"getCommunityActivity","method":"GET","path":"/api/v1/community/activity","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.getCommunityActivity>;
export const getDashboardPost = {"module":"community-posts","name":"getDashboardPost","method":"GET","path":"/api/v1/community/dashboard/:id","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.getDashboardPost>;
export const getQnaPost = {"module":"community-posts","name":"getQnaPost","method":"GET","path":"/api/v1/community/qna/:id","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.getQnaPost>;
export const likeDashboardPost = {"module":"community-posts","name":"likeDashboardPost","method":"PUT","path":"/api/v1/community/dashboard/:id/like","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.likeDashboardPost>;
export const likeQnaPost = {"module":"community-posts","name":"likeQnaPost","method":"PUT","path":"/api/v1/community/qna/:id/like","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.likeQnaPost>;
export const listDashboardPosts = {"module":"community-posts","name":"listDashboardPosts","method":"GET","path":"/api/v1/community/dashboard","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.listDashboardPosts>;
export const listMyClippings = {"module":"community-posts","name":"listMyClippings","method":"GET","path":"/api/v1/community/my-page/clipping","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.listMyClippings>;
export const listMyLikes = {"module":"community-posts","name":"listMyLikes","method":"GET","path":"/api/v1/community/my-page/like","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.listMyLikes>;
export const listMyPosts = {"module":"community-posts","name":"listMyPosts","method":"GET","path":"/api/v1/community/my-page/post","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.listMyPosts>;
export const listPopularPosts = {"module":"community-posts","name":"listPopularPosts","method":"GET","path":"/api/v1/community/dashboard/list","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.listPopularPosts>;
export const listQnaPosts = {"module":"community-posts","name":"listQnaPosts","method":"GET","path":"/api/v1/community/qna","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.listQnaPosts>;
export const sharePost = {"module":"community-posts","name":"sharePost","method":"POST","path":"/api/v1/community/post-share","service":"community","auth":"optional"} as EndpointRef<typeof communityPostsContract.sharePost>;
export const updateDashboardPost = {"module":"community-posts","name":"updateDashboardPost","method":"PUT","path":"/api/v1/community/dashboard/:id","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.updateDashboardPost>;
export const updateQnaPost = {"module":"community-posts","name":"updateQnaPost","method":"PUT","path":"/api/v1/community/qna/:id","service":"community","auth":"member"} as EndpointRef<typeof communityPostsContract.updateQnaPost>;
