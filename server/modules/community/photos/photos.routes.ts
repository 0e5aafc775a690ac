import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadCommunityPhoto } from '#contract/community-photos.ts';
import { COMMUNITY_LIMITS, COMMUNITY_PHOTO_TYPES } from '#contract/rules/community-rules.ts';
import { accessTokenOf, bareToken } from '../../../http/bearer.ts';
import { ACCESS_TOKEN_COOKIE, readCookies } from '../../../http/cookies.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { registerEndpoint } from '../../../http/register.ts';
import { PHOTO_WIDTHS } from '../../../shared/photo-image.ts';
import { memberOf, memberOfAccessToken, requireSignedUp } from '../../auth/auth.guard.ts';
import { openStorage } from '../../storage/storage.ts';
import { assertCanAct } from '../shared/community.guard.ts';
import { invalidateOnWrites } from '../shared/community.read-cache.ts';
import {
  assertCanUpload,
  encodeUpload,
  PHOTO_PATH,
  PHOTO_URL_KEY,
  type PhotoExtension,
  readPhotoFile,
  storePhoto,
} from './photos.service.ts';

/**
 * A public variant never changes under its address: a year, and `immutable` so a reload does not
 * revalidate. One only its author may see (a draft, a hidden post's) is kept by no cache, so a shared
 * cache never hands it to someone else and the author's browser asks again once the post is public.
 * A 404 is not kept either: the same address answers 200 once the post is published.
 */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/** `640.webp`, `1080.jpg`: a width of COMMUNITY_LIMITS.photoWidths and a format; nothing else is a file. */
function fileOf(file: string): { bucket: number; extension: PhotoExtension } | undefined {
  const match = /^(\d{1,4})\.(webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const bucket = Number(match[1]);
  return PHOTO_WIDTHS.includes(bucket) ? { bucket, extension: match[2] as PhotoExtension } : undefined;
}

/**
 * The member an `<img>` request comes from. An image request carries no Authorization header, so the
 * access token cookie the SPA mirrors (src/features/session/tokens/tokens.ts; path `/`, SameSite=Lax) is read
 * after the headers; a header token a native client may send is read first. Anything that is not a
 * live session (none, expired, forged, ended) is a guest: an image cannot refresh a token, and a 401
 * would tell a guesser that the photo exists.
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const token = accessTokenOf(request) ?? bareToken(readCookies(request).get(ACCESS_TOKEN_COOKIE));
  if (token === undefined || token.length > 4000) return null;
  return (await memberOfAccessToken(app, request, token))?.memberId ?? null;
}

/**
 * POST /api/v1/community/photo (the contract's uploadCommunityPhoto: the photo itself is the body) and
 * GET /api/v1/community/photo/{urlKey}/{width}.webp (binary, outside the contract, like /media/): a
 * photo on a visible post for anyone, a draft or a hidden post's photo for its author only
 * (photos.service.ts readPhotoFile), 404 code 8 for everything else.
 */
export async function communityPhotosModule(app: FastifyInstance): Promise<void> {
  invalidateOnWrites(app);
  const storage = openStorage(app.config.PHOTO_STORAGE, app.database.db, () => app.now());

  await app.register(async (scope) => {
    // This route reads the photo types alone, as raw bytes up to photoBytesMax: a larger body is 413
    // code 13 (the error handler's answer to FST_ERR_CTP_BODY_TOO_LARGE, decided from Content-Length
    // before the body is read when it is sent), any other type 415 code 9.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...COMMUNITY_PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: COMMUNITY_LIMITS.photoBytesMax },
      (_request, body, done) => done(null, body),
    );
    // The session is checked before the body is read, so a caller without one is not made to send 10 MB
    // for a 401; registerEndpoint's own check after it costs one more indexed read.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      await app.authenticate(request, reply);
      await requireSignedUp(request);
    });

    registerEndpoint(scope, uploadCommunityPhoto, async ({ request }) => {
      const member = memberOf(request);
      assertCanAct(member);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError('REQUIRED_VALUE_MISSING', '올릴 사진이 없습니다.');
      }
      const now = app.now();
      await assertCanUpload(app.database.db, member.memberId, now);
      const encoded = await encodeUpload(body);
      const photo = await storePhoto(app.database.db, storage, {
        memberId: member.memberId,
        photo: encoded,
        now,
      });
      request.log.info(
        {
          photoId: photo.photoId,
          format: encoded.format,
          bytesIn: body.length,
          width: photo.width,
          height: photo.height,
        },
        'community photo stored',
      );
      return { photo };
    });
  });

  app.get<{ Params: { urlKey: string; file: string } }>(
    `${PHOTO_PATH}/:urlKey/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { urlKey } = request.params;
      const file = fileOf(request.params.file);
      const object =
        !PHOTO_URL_KEY.test(urlKey) || file === undefined
          ? undefined
          : await readPhotoFile(app.database.db, storage, { urlKey, ...file }, () => viewerOf(app, request));
      if (!object) {
        reply.header('cache-control', PRIVATE_CACHE);
        throw notFound('사진을 찾을 수 없습니다.');
      }

      const etag = `"${createHash('sha256').update(object.bytes).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', object.visibility === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE)
        .header('etag', etag)
        // Bytes with nothing personal left in them: a SPA served from another origin (a CDN,
        // docs/operations.md) may show them. helmet's default would be same-origin. A private one is
        // only ever answered to its author's own cookie or token.
        .header('cross-origin-resource-policy', 'cross-origin');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).send();
      }
      return reply.type(object.contentType).send(object.bytes);
    },
  );
}
