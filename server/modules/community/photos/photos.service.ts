import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { CommunityPhoto } from '#contract/community.ts';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import type { DB, Db } from '../../../db/schema.ts';
import type { ContentStatus } from '../../../db/schema-community.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import {
  type EncodedPhoto,
  encodePhoto,
  PHOTO_WIDTHS,
  PhotoRejected,
  variantsOf,
} from '../../../shared/photo-image.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { holdHourlyLimit, refuseOverHourlyLimit } from '../shared/community.hourly-limit.ts';

/**
 * Community photos: an upload is re-encoded (shared/photo-image.ts), its variants put in the storage
 * adapter under `photo/<id>/<width>.webp`, and a `community_photo` row records the owner, size and the
 * random key its address carries (`/api/v1/community/photo/<key>/<width>.webp`). A post
 * attaches the member's photos in order (attachPhotos), lists read them back for a page of posts in one
 * query (photosOf), and photos no post kept are pruned (prunePhotos, `npm run admin -- community photos
 * prune`).
 */

/** Where the photo route serves a variant (photos.routes.ts); relative, like /media/ pictures. */
export const PHOTO_PATH = '/api/v1/community/photo';

/** `webp` for every width; `jpg` for the largest width only (share cards, shared/photo-image.ts). */
export type PhotoExtension = 'webp' | 'jpg';
export const PHOTO_CONTENT_TYPES: Record<PhotoExtension, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** 128 random bits, base64url: the address of a photo, which no one can guess or count through. */
export const newPhotoUrlKey = () => randomBytes(16).toString('base64url');
export const PHOTO_URL_KEY = /^[A-Za-z0-9_-]{22}$/;

export const photoUrl = (urlKey: string, bucket: number, extension: PhotoExtension = 'webp') =>
  `${PHOTO_PATH}/${urlKey}/${bucket}.${extension}`;
/** Where a variant's bytes are in the storage adapter: by id, never shown to anyone. */
export const photoKey = (photoId: number, bucket: number, extension: PhotoExtension = 'webp') =>
  `photo/${photoId}/${bucket}.${extension}`;

/**
 * The photo's JPEG (largest width), for where a WebP may not show: a share card's `imageUrl` read by
 * KakaoTalk or another messenger. The SPA itself uses `src`/`srcSet`.
 */
export function photoShareImageUrl(photo: { url_key: string; width: number; height: number }): string {
  const largest = variantsOf(photo.width, photo.height).at(-1);
  return photoUrl(photo.url_key, largest?.bucket ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1080, 'jpg');
}

/** Uploads one member may make in a rolling hour (the posts' own limit counts posts, not photos). */
export const PHOTO_UPLOADS_PER_HOUR = 60;
/** A photo no post has attached for this long is pruned. */
export const UNATTACHED_PHOTO_HOURS = 24;
/** The photos of a post deleted this long ago are pruned; until then `community restore` brings them back. */
export const DELETED_POST_PHOTO_DAYS = 30;

const HOUR_MS = 60 * 60 * 1000;

/** The contract's view of a photo row: `src` the middle width (or the largest there is), `srcSet` all. */
export function toCommunityPhoto(row: {
  photo_id: number;
  url_key: string;
  width: number;
  height: number;
}): CommunityPhoto {
  const variants = variantsOf(row.width, row.height);
  const middle = PHOTO_WIDTHS[Math.floor((PHOTO_WIDTHS.length - 1) / 2)];
  const src = variants.find((v) => v.bucket === middle) ?? variants[variants.length - 1];
  return {
    photoId: row.photo_id,
    width: row.width,
    height: row.height,
    src: photoUrl(row.url_key, src?.bucket ?? middle ?? 640),
    srcSet: variants.map((v) => `${photoUrl(row.url_key, v.bucket)} ${v.width}w`).join(', '),
  };
}

const notFoundPhoto = () => new AppError('NOT_MATCHED', '사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.');

/**
 * Attaches the member's uploaded photos to a post in the given order, replacing what it had (an edit):
 * photos the edit leaves out are detached (and pruned later). Refuses a photo that does not exist, is
 * another member's, or belongs to another post (400 code 12), and the same photo twice.
 *
 * The claim is one conditional UPDATE whose row count must equal the list's length: two posts that
 * race for one photo are serialised by its row lock on PostgreSQL (the single writer on SQLite), and the
 * second finds it taken.
 */
export async function attachPhotos(
  trx: Transaction<DB>,
  input: { memberId: number; postId: number; photoIds: readonly number[] },
): Promise<void> {
  const { memberId, postId, photoIds } = input;
  if (photoIds.length > COMMUNITY_LIMITS.photosMax) {
    throw new AppError('OUT_OF_RANGE', `사진은 ${COMMUNITY_LIMITS.photosMax}장까지 올릴 수 있습니다.`);
  }
  if (new Set(photoIds).size !== photoIds.length) {
    throw new AppError('NOT_MATCHED', '같은 사진이 두 번 들어 있습니다.');
  }

  let detach = trx.updateTable('community_photo').set({ post_id: null }).where('post_id', '=', postId);
  if (photoIds.length > 0) detach = detach.where('photo_id', 'not in', photoIds);
  await detach.execute();
  await trx.deleteFrom('community_post_photo').where('post_id', '=', postId).execute();
  if (photoIds.length === 0) return;

  const claimed = await trx
    .updateTable('community_photo')
    .set({ post_id: postId })
    .where('photo_id', 'in', photoIds)
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', '=', postId)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== photoIds.length) throw notFoundPhoto();

  await trx
    .insertInto('community_post_photo')
    .values(photoIds.map((photoId, position) => ({ post_id: postId, photo_id: photoId, position })))
    .execute();
}

/** The photos of each post, in order (posts without photos are absent from the map). One query. */
export async function photosOf(db: Db, postIds: readonly number[]): Promise<Map<number, CommunityPhoto[]>> {
  const byPost = new Map<number, CommunityPhoto[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('community_post_photo as pp')
    .innerJoin('community_photo as p', 'p.photo_id', 'pp.photo_id')
    .select(['pp.post_id', 'p.photo_id', 'p.url_key', 'p.width', 'p.height'])
    .where('pp.post_id', 'in', [...new Set(postIds)])
    .orderBy('pp.post_id')
    .orderBy('pp.position')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push(toCommunityPhoto(row));
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** A post's first photo as the share card's JPEG address takes it (photoShareImageUrl), if it has one. */
export async function firstPhotoOf(
  db: Db,
  postId: number,
): Promise<{ url_key: string; width: number; height: number } | undefined> {
  return db
    .selectFrom('community_post_photo as pp')
    .innerJoin('community_photo as p', 'p.photo_id', 'pp.photo_id')
    .select(['p.url_key', 'p.width', 'p.height'])
    .where('pp.post_id', '=', postId)
    .orderBy('pp.position')
    .limit(1)
    .executeTakeFirst();
}

const uploads = (memberId: number, now: Date) =>
  ({ memberId, kind: 'photos', limit: PHOTO_UPLOADS_PER_HOUR, now }) as const;

/**
 * 429 code 19 when the member has uploaded PHOTO_UPLOADS_PER_HOUR photos in the last hour: the early,
 * lock-free refusal before decoding; storePhoto counts again under the member's lock as it inserts.
 */
export async function assertCanUpload(db: Db, memberId: number, now: Date): Promise<void> {
  await refuseOverHourlyLimit(db, uploads(memberId, now));
}

/** Re-encodes an upload; a refused one is 400 code 12 (not a photo) or 13 (too large, too narrow). */
export async function encodeUpload(bytes: Buffer): Promise<EncodedPhoto> {
  try {
    return await encodePhoto(bytes);
  } catch (error) {
    if (!(error instanceof PhotoRejected)) throw error;
    throw new AppError(error.reason === 'not-a-photo' ? 'NOT_MATCHED' : 'OUT_OF_RANGE', error.message);
  }
}

/**
 * Stores an encoded photo as the member's, unattached. The row comes first, so every stored object has
 * a row that names it: a failure between the two leaves a row without (all of) its objects, which is
 * never attached by a client that got no answer and is pruned with the other unattached photos.
 *
 * The row is inserted with the hourly limit held (shared/community.hourly-limit.ts: counted under the
 * member's lock, in the insert's transaction), so parallel uploads take turns and those past the limit
 * get 429 code 19 before any object is stored. In the caller's transaction when `db` is one (never a nested
 * one: Kysely refuses `transaction()` on a Transaction), else in its own, committed before the objects
 * are written so the member's lock is not held meanwhile. `hourlyLimit: false` is for the seed only:
 * it writes the demo authors' photos as history, not as uploads a member makes now.
 */
export async function storePhoto(
  db: Kysely<DB>,
  storage: ObjectStorage,
  input: { memberId: number; photo: EncodedPhoto; now: Date; hourlyLimit?: boolean },
): Promise<CommunityPhoto> {
  const { photo } = input;
  const urlKey = newPhotoUrlKey();
  const insertRow = async (trx: Db) =>
    trx
      .insertInto('community_photo')
      .values({
        url_key: urlKey,
        member_id: input.memberId,
        post_id: null,
        width: photo.width,
        height: photo.height,
        byte_length: [...photo.variants, photo.jpeg].reduce((sum, v) => sum + v.bytes.byteLength, 0),
        created_at: input.now.toISOString(),
      })
      .returning('photo_id')
      .executeTakeFirstOrThrow();
  const row =
    input.hourlyLimit === false
      ? await insertRow(db)
      : await inTransaction(db, async (trx) => {
          await holdHourlyLimit(trx, uploads(input.memberId, input.now));
          return insertRow(trx);
        });
  try {
    for (const variant of photo.variants) {
      await storage.put(photoKey(row.photo_id, variant.bucket), variant.bytes, PHOTO_CONTENT_TYPES.webp);
    }
    await storage.put(
      photoKey(row.photo_id, photo.jpeg.bucket, 'jpg'),
      photo.jpeg.bytes,
      PHOTO_CONTENT_TYPES.jpg,
    );
  } catch (error) {
    await deletePhotos(db, storage, [row.photo_id]).catch(() => undefined);
    throw error;
  }
  return toCommunityPhoto({
    photo_id: row.photo_id,
    url_key: urlKey,
    width: photo.width,
    height: photo.height,
  });
}

/**
 * Who may see a photo, from the post it is on (the post's own rule, shared/community.mapping.ts):
 * - `public`: on a visible post, for anyone;
 * - `author`: not on a post yet (the composer's draft, or left out by an edit), or on a hidden post
 *   (reported, pending review), for its author only;
 * - `none`: on a deleted post (kept 30 days for `community restore`, shown to no one).
 */
export type PhotoAudience = 'public' | 'author' | 'none';

export function photoAudience(postStatus: ContentStatus | null): PhotoAudience {
  if (postStatus === null) return 'author';
  return postStatus === 'visible' ? 'public' : postStatus === 'hidden' ? 'author' : 'none';
}

/**
 * The bytes of one file when the caller may see it, or undefined: the key, that width or that format
 * does not exist, or the photo is not the caller's to see (the same answer, so a guess learns nothing).
 * `viewer` gives the calling member's id (null for a guest); it is asked only for a photo that is not
 * public, so a public photo costs no session read. `visibility` says how the answer may be cached.
 */
export async function readPhotoFile(
  db: Db,
  storage: ObjectStorage,
  file: { urlKey: string; bucket: number; extension: PhotoExtension },
  viewer: () => Promise<number | null>,
): Promise<{ bytes: Buffer; contentType: string; visibility: 'public' | 'private' } | undefined> {
  const row = await db
    .selectFrom('community_photo as p')
    .leftJoin('community_post as post', 'post.post_id', 'p.post_id')
    .select(['p.photo_id', 'p.member_id', 'p.post_id', 'p.width', 'p.height', 'post.status'])
    .where('p.url_key', '=', file.urlKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const variants = variantsOf(row.width, row.height);
  const exists =
    file.extension === 'webp'
      ? variants.some((v) => v.bucket === file.bucket)
      : variants.at(-1)?.bucket === file.bucket;
  if (!exists) return undefined;
  // A post_id whose post row is gone reads as a deleted post, not as a draft.
  const audience = row.post_id !== null && row.status === null ? 'none' : photoAudience(row.status);
  if (audience === 'none') return undefined;
  if (audience === 'author' && (await viewer()) !== row.member_id) return undefined;
  const object = await storage.get(photoKey(row.photo_id, file.bucket, file.extension));
  return object && { ...object, visibility: audience === 'public' ? 'public' : 'private' };
}

async function deleteObjects(storage: ObjectStorage, photoIds: readonly number[]): Promise<void> {
  for (const photoId of photoIds) {
    for (const bucket of PHOTO_WIDTHS) {
      await storage.delete(photoKey(photoId, bucket, 'webp'));
      await storage.delete(photoKey(photoId, bucket, 'jpg'));
    }
  }
}

async function deletePhotos(db: Kysely<DB>, storage: ObjectStorage, photoIds: number[]): Promise<void> {
  await db.deleteFrom('community_photo').where('photo_id', 'in', photoIds).execute();
  await deleteObjects(storage, photoIds);
}

export interface PruneResult {
  /** Uploaded but never attached (or detached by an edit) for UNATTACHED_PHOTO_HOURS. */
  unattached: number;
  /** Attached to a post deleted DELETED_POST_PHOTO_DAYS ago or more. */
  ofDeletedPosts: number;
}

const PRUNE_BATCH = 200;

/**
 * Deletes photos no post shows: unattached for UNATTACHED_PHOTO_HOURS, and those of posts deleted
 * DELETED_POST_PHOTO_DAYS ago (a member who deletes a post expects its photos gone, not served for ever
 * to whoever kept the address; the delay leaves the operator's `community restore` something to restore).
 * Each batch deletes its rows first, under the same conditions it selected them by, so a photo attached
 * meanwhile stays; only then are the objects deleted. Safe to run at any time and on any instance.
 */
export async function prunePhotos(db: Kysely<DB>, storage: ObjectStorage, now: Date): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * HOUR_MS).toISOString();
  const deletedBefore = new Date(now.getTime() - DELETED_POST_PHOTO_DAYS * 24 * HOUR_MS).toISOString();
  const result: PruneResult = { unattached: 0, ofDeletedPosts: 0 };

  for (;;) {
    const candidates = await db
      .selectFrom('community_photo')
      .select('photo_id')
      .where('post_id', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('photo_id')
      .limit(PRUNE_BATCH)
      .execute();
    if (candidates.length === 0) break;
    const gone = await db
      .deleteFrom('community_photo')
      .where(
        'photo_id',
        'in',
        candidates.map((row) => row.photo_id),
      )
      .where('post_id', 'is', null)
      .where('created_at', '<', cutoff)
      .returning('photo_id')
      .execute();
    await deleteObjects(
      storage,
      gone.map((row) => row.photo_id),
    );
    result.unattached += gone.length;
    if (candidates.length < PRUNE_BATCH) break;
  }

  for (;;) {
    const gone = await db.transaction().execute(async (trx) => {
      const candidates = await trx
        .selectFrom('community_photo as p')
        .innerJoin('community_post as post', 'post.post_id', 'p.post_id')
        .select('p.photo_id')
        .where('post.status', '=', 'deleted')
        .where('post.deleted_at', '<', deletedBefore)
        .orderBy('p.photo_id')
        .limit(PRUNE_BATCH)
        .execute();
      if (candidates.length === 0) return [];
      const ids = candidates.map((row) => row.photo_id);
      await trx.deleteFrom('community_post_photo').where('photo_id', 'in', ids).execute();
      return trx.deleteFrom('community_photo').where('photo_id', 'in', ids).returning('photo_id').execute();
    });
    if (gone.length === 0) break;
    await deleteObjects(
      storage,
      gone.map((row) => row.photo_id),
    );
    result.ofDeletedPosts += gone.length;
  }
  return result;
}
