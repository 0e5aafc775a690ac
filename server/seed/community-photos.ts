import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema.ts';
import { attachPhotos, storePhoto } from '../modules/community/photos/photos.service.ts';
import { databaseStorage } from '../modules/storage/storage.ts';
import { type EncodedPhoto, encodePhoto } from '../shared/photo-image.ts';
import { createRandom } from '../shared/prng.ts';
import { FOOD_KINDS, type FoodKind, foodKindOf, foodSvg } from './food-illustrations.ts';

/**
 * Photos for the seeded community (after server/seed/community.ts): each 오늘의 식탁 post gets 0-4
 * food illustrations drawn for its dish (food-illustrations.ts) and put through the upload pipeline
 * (SVG → PNG → encodePhoto: the same re-encoding and variants as a member's photo). Seed time matters
 * on a fresh `npm start`, so one picture per kind of dish is encoded, once, and every post of that kind
 * shows it (each post still gets photo rows and stored objects of its own, as uploads would); the
 * encoding overlaps the writing of the posts (drawSeedPictures).
 * Deterministic: a fixed-seed PRNG picks the counts, and a picture is a pure function of its kind.
 */

/** How many photos a post gets: mostly one or none, sometimes a few, as on a real board. */
const COUNT_WEIGHTS = [0.3, 0.4, 0.17, 0.09, 0.04] as const;

export interface CommunityPhotoSeedSummary {
  photos: number;
  posts: number;
  pictures: number;
}

function photoCount(next: () => number): number {
  let roll = next();
  for (const [count, weight] of COUNT_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return count;
  }
  return 0;
}

/** The drawings a post of this dish shows: its own kind first, then neighbours for a second angle. */
function kindsFor(dish: string, count: number): FoodKind[] {
  const first = FOOD_KINDS.indexOf(foodKindOf(dish));
  return Array.from({ length: count }, (_, i) => FOOD_KINDS[(first + i * 4) % FOOD_KINDS.length] as FoodKind);
}

/** One encoded picture per kind of dish. */
export type SeedPictures = Map<FoodKind, EncodedPhoto>;

/**
 * Draws and encodes the pictures. It runs on libuv's threads, so prepare.ts starts it before the
 * community's posts are written and the two overlap.
 */
export async function drawSeedPictures(): Promise<SeedPictures> {
  return new Map(await Promise.all(FOOD_KINDS.map(async (kind) => [kind, await encodeKind(kind)] as const)));
}

async function encodeKind(kind: FoodKind): Promise<EncodedPhoto> {
  const variant = FOOD_KINDS.indexOf(kind) % 4;
  // Uncompressed PNG: the pipeline decodes it at once, and the drawing is never stored as PNG.
  const png = await sharp(Buffer.from(foodSvg(kind, variant)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return encodePhoto(png);
}

/**
 * Attaches photos to the seeded 오늘의 식탁 posts named in `subjects` (seedCommunity's photoSubjects), as
 * their authors, in one transaction; the bytes go to the database storage adapter on that transaction,
 * so a failed seed leaves neither rows nor objects. A database whose posts already have photos is left
 * alone.
 */
export async function seedCommunityPhotos(
  db: Kysely<DB>,
  options: {
    now: Date;
    subjects: readonly { postId: number; dish: string }[];
    /** From drawSeedPictures, when the caller started it earlier; drawn here otherwise. */
    pictures?: Promise<SeedPictures>;
  },
): Promise<CommunityPhotoSeedSummary> {
  const random = createRandom(0x9f07_0a11);
  const plans = options.subjects
    .map((subject) => ({ ...subject, kinds: kindsFor(subject.dish, photoCount(random.next)) }))
    .filter((plan) => plan.kinds.length > 0);
  const summary: CommunityPhotoSeedSummary = { photos: 0, posts: 0, pictures: 0 };
  if (plans.length === 0) return summary;
  if (await db.selectFrom('community_post_photo').select('post_id').limit(1).executeTakeFirst())
    return summary;

  const encoded = await (options.pictures ?? drawSeedPictures());
  summary.pictures = new Set(plans.flatMap((plan) => plan.kinds)).size;

  const authors = new Map(
    (
      await db
        .selectFrom('community_post')
        .select(['post_id', 'member_id', 'created_at'])
        .where(
          'post_id',
          'in',
          plans.map((plan) => plan.postId),
        )
        .execute()
    ).map((row) => [row.post_id, row]),
  );

  await db.transaction().execute(async (trx) => {
    const storage = databaseStorage(trx, () => options.now);
    for (const plan of plans) {
      const post = authors.get(plan.postId);
      if (!post) continue;
      const photoIds: number[] = [];
      for (const kind of plan.kinds) {
        const photo = encoded.get(kind) as EncodedPhoto;
        // Uploaded a few minutes before the post was written, as the SPA does.
        const uploadedAt = new Date(Date.parse(post.created_at) - 3 * 60_000);
        // In this transaction (storePhoto never opens its own inside one), and outside the hourly
        // limit: these are the demo authors' past uploads, not a member uploading now.
        const stored = await storePhoto(trx, storage, {
          memberId: post.member_id,
          photo,
          now: uploadedAt,
          hourlyLimit: false,
        });
        photoIds.push(stored.photoId);
      }
      await attachPhotos(trx, { memberId: post.member_id, postId: plan.postId, photoIds });
      summary.photos += photoIds.length;
      summary.posts += 1;
    }
  });
  return summary;
}
