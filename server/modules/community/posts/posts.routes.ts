import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clipDashboardPost,
  clipQnaPost,
  countPostView,
  createDashboardPost,
  createQnaPost,
  deleteDashboardPost,
  deleteQnaPost,
  getCommunityActivity,
  getDashboardPost,
  getQnaPost,
  likeDashboardPost,
  likeQnaPost,
  listDashboardPosts,
  listMyClippings,
  listMyLikes,
  listMyPosts,
  listPopularPosts,
  listQnaPosts,
  sharePost,
  updateDashboardPost,
  updateQnaPost,
} from '#contract/community-posts.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { memberOf, optionalDeviceUuid, requireDeviceUuid } from '../../auth/auth.guard.ts';
import { communityReadCache, invalidateOnWrites } from '../shared/community.read-cache.ts';
import {
  boardPostsJson,
  communityActivity,
  countView,
  createPost,
  deletePost,
  myPosts,
  myReactedPosts,
  type PostPath,
  type PostsContext,
  popularPostsJson,
  postDetailJson,
  qnaPostsJson,
  setPostReaction,
  sharePostInfo,
  updatePost,
} from './posts.service.ts';
import { addressViewer, memberViewer } from './posts.view-count.ts';

/** The community's posts: lists, one post, writing, likes, clippings, views, shares and my activity. */
export async function communityPostsModule(app: FastifyInstance): Promise<void> {
  /**
   * Where share links point: PUBLIC_BASE_URL, else (outside production) the origin the request came
   * to, so a page opened on 127.0.0.1 or a LAN address shares a link that opens there too. Production
   * never builds links from the Host header.
   */
  const webOrigin = (request?: FastifyRequest) =>
    app.config.PUBLIC_BASE_URL ??
    (request && app.config.NODE_ENV !== 'production'
      ? `${request.protocol}://${request.host}`
      : `http://localhost:${app.config.PORT}`);
  const cache = communityReadCache(app.database.db);
  invalidateOnWrites(app);
  const ctx = (request?: FastifyRequest): PostsContext => ({
    db: app.database.db,
    now: app.now(),
    shopBaseUrl: app.config.SHOP_BASE_URL,
    webOrigin: webOrigin(request),
    cache,
  });
  const viewerId = (request: { member: { memberId: number } | null }) => request.member?.memberId ?? null;
  /**
   * The lists' and a post's reads: the read replica when there is one (db/read-routing.ts). A member
   * reading from the primary just after their own write also skips the shared cache, which a guest's
   * read of a replica not yet replaying that write may have filled meanwhile.
   */
  const readCtx = (request: FastifyRequest): PostsContext => {
    const db = app.readsFor(request);
    return { ...ctx(request), db, cache: db === app.database.reads ? cache : undefined };
  };

  // The lists and a post are read through the instance's read cache and answered as JSON made once
  // per cache entry for guests (community.read-cache.ts, posts.service.ts sharedPage).
  const serialised = { serialised: true } as const;
  registerEndpoint(
    app,
    listPopularPosts,
    async ({ query, request }) => popularPostsJson(readCtx(request), viewerId(request), query),
    serialised,
  );
  registerEndpoint(
    app,
    listDashboardPosts,
    async ({ query, request }) => boardPostsJson(readCtx(request), viewerId(request), query),
    serialised,
  );
  registerEndpoint(
    app,
    listQnaPosts,
    async ({ query, request }) => qnaPostsJson(readCtx(request), viewerId(request), query),
    serialised,
  );

  const paths = [
    {
      path: 'dashboard' as PostPath,
      get: getDashboardPost,
      create: createDashboardPost,
      update: updateDashboardPost,
      remove: deleteDashboardPost,
      like: likeDashboardPost,
      clip: clipDashboardPost,
    },
    {
      path: 'qna' as PostPath,
      get: getQnaPost,
      create: createQnaPost,
      update: updateQnaPost,
      remove: deleteQnaPost,
      like: likeQnaPost,
      clip: clipQnaPost,
    },
  ] as const;
  for (const p of paths) {
    registerEndpoint(
      app,
      p.get,
      async ({ params, request }) => postDetailJson(readCtx(request), viewerId(request), p.path, params.id),
      serialised,
    );
    registerEndpoint(app, p.create, async ({ body, request }) =>
      createPost(ctx(), memberOf(request), p.path, body),
    );
    registerEndpoint(app, p.update, async ({ params, body, request }) =>
      updatePost(ctx(), memberOf(request), p.path, params.id, body),
    );
    registerEndpoint(app, p.remove, async ({ params, request }) =>
      deletePost(ctx(), memberOf(request), p.path, params.id),
    );
    registerEndpoint(app, p.like, async ({ params, body, request }) => {
      const { state, count } = await setPostReaction(
        ctx(),
        memberOf(request),
        p.path,
        params.id,
        'post-like',
        body.isLike,
      );
      return { isLiked: state, likeCount: count };
    });
    registerEndpoint(app, p.clip, async ({ params, body, request }) => {
      const { state, count } = await setPostReaction(
        ctx(),
        memberOf(request),
        p.path,
        params.id,
        'post-clip',
        body.isClipped,
      );
      return { isClipped: state, clipCount: count };
    });
  }

  const guestViewer = addressViewer(app.config.JWT_SECRET);
  registerEndpoint(app, countPostView, async ({ body, request }) => {
    const memberId = viewerId(request);
    if (memberId !== null) return countView(ctx(), memberViewer(memberId), body);
    // Signed out, the client's address is the viewer (posts.view-count.ts), not the deviceUuid it
    // claims; the header is still required of it, as before, but no longer tells viewers apart.
    requireDeviceUuid(request);
    return countView(ctx(), guestViewer(request.ip), body);
  });
  registerEndpoint(app, sharePost, async ({ body, request }) =>
    sharePostInfo(
      ctx(request),
      { memberId: viewerId(request), deviceUuid: optionalDeviceUuid(request) },
      body,
    ),
  );

  registerEndpoint(app, listMyPosts, async ({ query, request }) =>
    myPosts(ctx(), memberOf(request).memberId, query),
  );
  registerEndpoint(app, listMyClippings, async ({ query, request }) =>
    myReactedPosts(ctx(), memberOf(request).memberId, 'post-clip', query),
  );
  registerEndpoint(app, listMyLikes, async ({ query, request }) =>
    myReactedPosts(ctx(), memberOf(request).memberId, 'post-like', query),
  );
  registerEndpoint(app, getCommunityActivity, async () => communityActivity(ctx()));
}
