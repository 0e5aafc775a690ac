import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialectCases,
  openTestDatabase,
  TEST_NOW,
  type TestDatabase,
} from '../../tests/support/databases.ts';
import { photoKey, photosOf } from '../modules/community/photos/photos.service.ts';
import { databaseStorage } from '../modules/storage/storage.ts';
import { type CommunitySeedSummary, seedCommunity } from './community.ts';
import { type CommunityPhotoSeedSummary, seedCommunityPhotos } from './community-photos.ts';
import { FOOD_KINDS, foodKindOf, foodSvg, HEIGHT, WIDTH } from './food-illustrations.ts';

it('draws every kind of dish in every variant as a valid picture, the same every time', async () => {
  expect(foodKindOf('묵은지 김치찜')).toBe('braise');
  expect(foodKindOf('냉이 된장국')).toBe('stew');
  expect(foodKindOf('딸기 우유')).toBe('drink');
  expect(foodKindOf('꼬막 비빔밥')).toBe('bibimbap');
  expect(foodKindOf('이름 모를 요리')).toBe('stew');
  const svgs = new Set<string>();
  for (const kind of FOOD_KINDS) {
    for (const variant of [0, 1, 2, 3]) {
      const svg = foodSvg(kind, variant);
      expect(foodSvg(kind, variant)).toBe(svg);
      svgs.add(svg);
    }
  }
  // A few dozen distinct drawings.
  expect(svgs.size).toBe(FOOD_KINDS.length * 4);
  const metadata = await sharp(Buffer.from(foodSvg('bibimbap', 1))).metadata();
  expect(metadata).toMatchObject({ format: 'svg', width: WIDTH, height: HEIGHT });
});

describe.each(dialectCases())('community photo seed on $dialect', ({ dialect, available }) => {
  let t: TestDatabase;
  let community: CommunitySeedSummary;
  let summary: CommunityPhotoSeedSummary;
  beforeAll(async () => {
    if (!available) return;
    t = await openTestDatabase(dialect);
    community = await seedCommunity(t.database.db, { now: TEST_NOW });
    summary = await seedCommunityPhotos(t.database.db, { now: TEST_NOW, subjects: community.photoSubjects });
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)(
    'gives 0-4 photos to the 오늘의 식탁 posts, as their authors, from a handful of pictures',
    async () => {
      const db = t.database.db;
      expect(summary.pictures).toBeGreaterThan(1);
      expect(summary.pictures).toBeLessThanOrEqual(FOOD_KINDS.length);
      expect(summary.posts).toBeGreaterThan(community.photoSubjects.length / 2);
      expect(summary.posts).toBeLessThan(community.photoSubjects.length);
      const byPost = await photosOf(
        db,
        community.photoSubjects.map((subject) => subject.postId),
      );
      expect(byPost.size).toBe(summary.posts);
      const counts = [...byPost.values()].map((photos) => photos.length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(4);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(summary.photos);

      const rows = await db
        .selectFrom('community_photo as p')
        .innerJoin('community_post as post', 'post.post_id', 'p.post_id')
        .select([
          'p.member_id',
          'post.member_id as author',
          'post.type',
          'p.width',
          'p.height',
          'p.created_at',
          'post.created_at as written',
        ])
        .execute();
      expect(rows).toHaveLength(summary.photos);
      for (const row of rows) {
        expect(row.member_id).toBe(row.author);
        expect(row.type).toBe('dashboard');
        expect([row.width, row.height]).toEqual([WIDTH, HEIGHT]);
        expect(row.created_at < row.written).toBe(true);
      }
      const [first] = [...byPost.values()][0] ?? [];
      // Seeded photos are addressed by their random key, as uploads are.
      const { url_key } = await db
        .selectFrom('community_photo')
        .select('url_key')
        .where('photo_id', '=', first?.photoId ?? 0)
        .executeTakeFirstOrThrow();
      expect(url_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(first?.srcSet).toBe(
        `/api/v1/community/photo/${url_key}/320.webp 320w, /api/v1/community/photo/${url_key}/640.webp 640w`,
      );
      const storage = databaseStorage(db, () => TEST_NOW);
      const stored = await storage.get(photoKey(first?.photoId ?? 0, 640));
      expect(stored?.contentType).toBe('image/webp');
      expect(await sharp(stored?.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 480,
      });
    },
  );

  it.skipIf(!available)('runs once: a second call finds photos and adds none', async () => {
    const again = await seedCommunityPhotos(t.database.db, {
      now: TEST_NOW,
      subjects: community.photoSubjects,
    });
    expect(again.photos).toBe(0);
  });
});
