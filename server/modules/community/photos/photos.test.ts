import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPhoto } from '#contract/community.ts';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { createTestApp, dialectCases, TEST_NOW, type TestApp } from '../../../../tests/support/databases.ts';
import { AppError } from '../../../http/errors.ts';
import { expectError, signInTwoMembers } from '../../../shared/api.testing.ts';
import { MAX_INPUT_PIXELS } from '../../../shared/photo-image.ts';
import { bearer, signInNaver } from '../../auth/auth.testing.ts';
import { databaseStorage, type ObjectStorage, openStorage } from '../../storage/storage.ts';
import { runCommunityPhotosCli } from './photos.cli.ts';
import {
  attachPhotos,
  newPhotoUrlKey,
  PHOTO_UPLOADS_PER_HOUR,
  photoKey,
  photoShareImageUrl,
  photosOf,
  prunePhotos,
} from './photos.service.ts';

const UPLOAD = '/api/v1/community/photo';
const HOUR = 60 * 60 * 1000;
const KEYED = /^\/api\/v1\/community\/photo\/([A-Za-z0-9_-]{22})\/\d+\.webp$/;

/** The random key a photo's address carries (22 base64url characters: 128 bits), read from its `src`. */
function keyOf(photo: Pick<CommunityPhoto, 'src'>): string {
  const key = KEYED.exec(photo.src)?.[1];
  expect(key, photo.src).toBeDefined();
  return key as string;
}
/** The folder of a photo's files: `/api/v1/community/photo/<key>/`. */
const dir = (photo: Pick<CommunityPhoto, 'src'>) => `${UPLOAD}/${keyOf(photo)}/`;

/** A photo as a phone writes it: landscape pixels, EXIF orientation 6 (turn 90° clockwise), GPS, camera. */
async function phoneJpeg(): Promise<Buffer> {
  // Left half red, right half blue: once turned upright, red is on top.
  const left = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#e00000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000e0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 41/1',
      },
    })
    .toBuffer();
}

const solid = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 120, b: 40, alpha: 0.5 } : '#c87828',
    },
  });

/** A real PNG whose header claims `width` x `height` (CRC fixed), to test refusals without the pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(16, 16).png().toBuffer());
  // Signature (8), IHDR length (4), type (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(dialectCases())('community photos on $dialect', ({ dialect, available }) => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let aliceId: number;
  let bobId: number;
  let storage: ObjectStorage;

  const upload = (headers: Record<string, string>, body: Buffer | string, type = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  async function uploaded(headers: Record<string, string>, body: Buffer, type = 'image/jpeg') {
    const response = await upload(headers, body, type);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { photo: CommunityPhoto }).photo;
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  async function insertPost(memberId: number, status: 'visible' | 'deleted' = 'visible'): Promise<number> {
    const row = await t.database.db
      .insertInto('community_post')
      .values({
        type: 'dashboard',
        member_id: memberId,
        title: null,
        body: '오늘 저녁',
        search_text: '오늘저녁',
        search_choseong: 'ㅇㄴㅈㄴ',
        status,
        board_date: '2026-11-21',
        created_at: TEST_NOW.toISOString(),
        updated_at: null,
        deleted_at: null,
        accepted_reply_id: null,
        closes_at: null,
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    return row.post_id;
  }

  const attach = (memberId: number, postId: number, photoIds: number[]) =>
    t.database.db.transaction().execute((trx) => attachPhotos(trx, { memberId, postId, photoIds }));

  async function expectRefused(promise: Promise<unknown>, code: number) {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).body.code).toBe(code);
  }

  const ownerOf = async (photoId: number) =>
    (
      await t.database.db
        .selectFrom('community_photo')
        .select(['member_id', 'post_id'])
        .where('photo_id', '=', photoId)
        .executeTakeFirstOrThrow()
    ).member_id;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(dialect, { seed: false });
    [alice, bob] = await signInTwoMembers(t.app);
    storage = openStorage('database', t.database.db);
    aliceId = await ownerOf(
      (await uploaded(alice, await solid(50, 50).png().toBuffer(), 'image/png')).photoId,
    );
    bobId = await ownerOf((await uploaded(bob, await solid(50, 50).png().toBuffer(), 'image/png')).photoId);
    expect(aliceId).not.toBe(bobId);
  });
  afterAll(async () => {
    if (available) await t.cleanup();
  });

  it.skipIf(!available)('a phone JPEG is turned upright and served as WebP without EXIF or GPS', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('TestPhone');

    const photo = await uploaded(alice, original);
    // 800x600 stored sideways is 600x800 upright; the largest variant holds it whole.
    expect(photo).toMatchObject({ width: 600, height: 800 });
    expect(photo.src).toBe(`${dir(photo)}640.webp`);
    expect(photo.srcSet).toBe(
      [`${dir(photo)}320.webp 240w`, `${dir(photo)}640.webp 480w`, `${dir(photo)}1080.webp 600w`].join(', '),
    );

    for (const [file, width, height] of [
      ['320.webp', 240, 320],
      ['640.webp', 480, 640],
      ['1080.webp', 600, 800],
    ] as const) {
      const response = await get(`${dir(photo)}${file}`, alice);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const served = response.rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const text = served.toString('latin1');
      for (const secret of ['Exif', 'TestPhone', 'Secret Model', 'GPS']) expect(text).not.toContain(secret);
      // Upright: red on top, blue below.
      const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return [data[at], data[at + 1], data[at + 2]] as const;
      };
      const [topRed, , topBlue] = pixel(Math.floor(width / 2), Math.floor(height / 4));
      const [bottomRed, , bottomBlue] = pixel(Math.floor(width / 2), Math.floor((height * 3) / 4));
      expect(topRed).toBeGreaterThan(180);
      expect(topBlue).toBeLessThan(80);
      expect(bottomBlue).toBeGreaterThan(180);
      expect(bottomRed).toBeLessThan(80);
    }

    // The share card's JPEG: the largest width, upright, no metadata either.
    const share = await get(photoShareImageUrl({ ...photo, url_key: keyOf(photo) }), alice);
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    const shareMeta = await sharp(share.rawPayload).metadata();
    expect(shareMeta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(shareMeta.exif).toBeUndefined();
    expect(share.rawPayload.toString('latin1')).not.toContain('GPS');
  });

  it.skipIf(!available)('a large PNG with transparency gets every width, longer side first', async () => {
    const photo = await uploaded(bob, await solid(1600, 1200, true).png().toBuffer(), 'image/png');
    expect(photo).toMatchObject({ width: 1080, height: 810 });
    expect(photo.srcSet).toContain('320.webp 320w');
    expect(photo.srcSet).toContain('640.webp 640w');
    expect(photo.srcSet).toContain('1080.webp 1080w');
    const served = await get(`${dir(photo)}320.webp`, bob);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240, hasAlpha: true });
    const jpeg = await sharp((await get(`${dir(photo)}1080.jpg`, bob)).rawPayload).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 1080, height: 810, hasAlpha: false });
  });

  it.skipIf(!available)(
    'WebP, GIF (first frame) and a mislabelled type are taken by what the bytes are',
    async () => {
      const webp = await uploaded(alice, await solid(700, 300).webp().toBuffer(), 'image/webp');
      expect(webp).toMatchObject({ width: 700, height: 300 });
      const gif = await uploaded(alice, await solid(120, 90).gif().toBuffer(), 'image/gif');
      expect(gif).toMatchObject({ width: 120, height: 90 });
      // A PNG sent as image/jpeg is still a photo: it is re-encoded all the same.
      const png = await uploaded(alice, await solid(90, 120).png().toBuffer(), 'image/jpeg');
      expect(png).toMatchObject({ width: 90, height: 120 });
    },
  );

  it.skipIf(!available)(
    'variants are never wider than the original, and only the widths made exist',
    async () => {
      const photo = await uploaded(alice, await solid(200, 100).jpeg().toBuffer());
      expect(photo).toMatchObject({ width: 200, height: 100 });
      expect(photo.src).toBe(`${dir(photo)}320.webp`);
      expect(photo.srcSet).toBe(`${dir(photo)}320.webp 200w`);
      const small = await sharp((await get(`${dir(photo)}320.webp`, alice)).rawPayload).metadata();
      expect(small).toMatchObject({ width: 200, height: 100 });
      expectError(await get(`${dir(photo)}640.webp`, alice), 404, 8);
      expectError(await get(`${dir(photo)}1080.webp`, alice), 404, 8);
      expectError(await get(`${dir(photo)}1080.jpg`, alice), 404, 8);
      expect((await get(`${dir(photo)}320.jpg`, alice)).statusCode).toBe(200);

      const medium = await uploaded(alice, await solid(500, 400).jpeg().toBuffer());
      expect(medium.srcSet).toBe(`${dir(medium)}320.webp 320w, ${dir(medium)}640.webp 500w`);
      const largest = await sharp((await get(`${dir(medium)}640.webp`, alice)).rawPayload).metadata();
      expect(largest).toMatchObject({ width: 500, height: 400 });
      expectError(await get(`${dir(medium)}1080.webp`, alice), 404, 8);
      expect((await get(`${dir(medium)}640.jpg`, alice)).statusCode).toBe(200);

      // Portrait, longer than 640: the widest file is the 1080 one, 500 px wide.
      const tall = await uploaded(alice, await solid(500, 700).jpeg().toBuffer());
      expect(tall.srcSet).toBe(
        `${dir(tall)}320.webp 229w, ${dir(tall)}640.webp 457w, ${dir(tall)}1080.webp 500w`,
      );
      for (const [file, width] of [
        ['320.webp', 229],
        ['640.webp', 457],
        ['1080.webp', 500],
      ] as const) {
        const metadata = await sharp((await get(`${dir(tall)}${file}`, alice)).rawPayload).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.width).toBeLessThanOrEqual(500);
      }
    },
  );

  it.skipIf(!available)('what is not a photo is refused as 12, whatever its content type says', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00', 'latin1'),
      Buffer.alloc(2000, 7),
    ]);
    expectError(await upload(alice, exe, 'image/jpeg'), 400, 12);
    // An SVG (a script carrier) labelled PNG never reaches a decoder.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expectError(await upload(alice, svg, 'image/png'), 400, 12);
    // A JPEG's first bytes and nothing a decoder can use.
    expectError(
      await upload(alice, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)])),
      400,
      12,
    );
    // HEIC (HEVC) is no AVIF, even in an ftyp box.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(100),
    ]);
    expectError(await upload(alice, heic, 'image/avif'), 400, 12);
    expectError(await upload(alice, Buffer.alloc(0), 'image/jpeg'), 400, 10);
  });

  it.skipIf(!available)('other content types are 415 (code 9) and nothing is stored', async () => {
    const before = await t.database.db
      .selectFrom('community_photo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    expectError(await upload(alice, jpeg, 'text/plain'), 415, 9);
    expectError(await upload(alice, '<svg/>', 'image/svg+xml'), 415, 9);
    expectError(await upload(alice, jpeg, 'image/tiff'), 415, 9);
    expectError(await upload(alice, '{"photo":1}', 'application/json'), 415, 9);
    const after = await t.database.db
      .selectFrom('community_photo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.skipIf(!available)(
    'too many bytes is 413 and too many pixels or too thin a strip 400, both code 13',
    async () => {
      const huge = Buffer.concat([
        await solid(40, 40).jpeg().toBuffer(),
        Buffer.alloc(COMMUNITY_LIMITS.photoBytesMax),
      ]);
      expectError(await upload(alice, huge), 413, 13);
      const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
      const bomb = await pngClaiming(side, side);
      expect(bomb.length).toBeLessThan(1000);
      expectError(await upload(alice, bomb, 'image/png'), 400, 13);
      expectError(await upload(alice, await pngClaiming(30_000, 30_000), 'image/png'), 400, 13);
      expectError(await upload(alice, await solid(2100, 100).png().toBuffer(), 'image/png'), 400, 13);
    },
  );

  it.skipIf(!available)('anonymous is 401 before the body matters; a banned member 403', async () => {
    const jpeg = await solid(40, 40).jpeg().toBuffer();
    expectError(await upload({}, jpeg), 401, 110);
    const huge = Buffer.alloc(COMMUNITY_LIMITS.photoBytesMax + 1);
    expectError(await upload({}, huge), 401, 110);
    expectError(await upload({ authorization: 'Bearer not-a-token' }, jpeg), 401, 112);
    const banned = await signInNaver(t.app, 'naver-banned');
    await t.database.db
      .updateTable('member')
      .set({ is_banned: 1, ban_message: '이용이 정지되었습니다.', banned_at: TEST_NOW.toISOString() })
      .where('email', '=', 'banned@dev.jecheol.kr')
      .execute();
    expectError(await upload(bearer(banned.accessToken), jpeg), 403, 20);
  });

  it.skipIf(!available)(
    `at most ${PHOTO_UPLOADS_PER_HOUR} uploads an hour per member (429, code 19)`,
    async () => {
      // Bob, with his uploads of the last hour made up to the limit (removed again at the end).
      const memberId = bobId;
      const headers = bob;
      const made = await t.database.db
        .selectFrom('community_photo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', bobId)
        .executeTakeFirstOrThrow();
      const recent = new Date(TEST_NOW.getTime() - 30 * 60 * 1000).toISOString();
      await t.database.db
        .insertInto('community_photo')
        .values(
          Array.from({ length: PHOTO_UPLOADS_PER_HOUR - Number(made.n) }, () => ({
            url_key: newPhotoUrlKey(),
            member_id: memberId,
            post_id: null,
            width: 40,
            height: 40,
            byte_length: -1,
            created_at: recent,
          })),
        )
        .execute();
      const refused = await upload(headers, await solid(40, 40).jpeg().toBuffer());
      expectError(refused, 429, 19);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another member is not counted with them.
      await uploaded(alice, await solid(40, 40).jpeg().toBuffer());
      await t.database.db.deleteFrom('community_photo').where('byte_length', '=', -1).execute();
      await uploaded(headers, await solid(40, 40).jpeg().toBuffer());
    },
  );

  it.skipIf(!available)(
    'a public photo is served with immutable caching, an ETag and 304; bad addresses are 404, never 500',
    async () => {
      const photo = await uploaded(alice, await solid(300, 300).jpeg().toBuffer());
      await attach(aliceId, await insertPost(aliceId), [photo.photoId]);
      const url = `${dir(photo)}320.webp`;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');

      const notFound = (response: LightMyRequestResponse) => {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect((response.json() as { code: number }).code).toBeTypeOf('number');
      };
      const key = keyOf(photo);
      const other = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      for (const path of [
        `${key}/999.webp`,
        `${key}/640.png`,
        `${key}/320.WEBP`,
        `${key}/320.webp.exe`,
        `${key}/..%2f..%2fetc%2fpasswd`,
        `${key}/%00`,
        `${other}/320.webp`,
        `${key}A/320.webp`,
        `${key.slice(1)}/320.webp`,
        `${key.slice(0, -1)}%2f/320.webp`,
        `abc/320.webp`,
        `-1/320.webp`,
        `0/320.webp`,
        `99999999999/320.webp`,
        `2147483647/320.webp`,
        `${key}`,
      ]) {
        const answer = await get(`${UPLOAD}/${path}`);
        notFound(answer);
      }
      expectError(await get(`${UPLOAD}/${other}/320.webp`), 404, 8);
      expectError(await get(`${UPLOAD}/abc/320.webp`), 404, 8);
      expectError(await get(`${dir(photo)}999.webp`), 404, 8);
    },
  );

  it.skipIf(!available)('the sequential id no longer addresses a photo, only its random key', async () => {
    const photo = await uploaded(alice, await solid(300, 300).jpeg().toBuffer());
    await attach(aliceId, await insertPost(aliceId), [photo.photoId]);
    const row = await t.database.db
      .selectFrom('community_photo')
      .select('url_key')
      .where('photo_id', '=', photo.photoId)
      .executeTakeFirstOrThrow();
    expect(row.url_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keyOf(photo)).toBe(row.url_key);
    expect(photo.src).not.toContain(`/${photo.photoId}/`);
    expect((await get(`${UPLOAD}/${row.url_key}/320.webp`)).statusCode).toBe(200);
    for (const file of ['320.webp', '320.jpg']) {
      expectError(await get(`${UPLOAD}/${photo.photoId}/${file}`), 404, 8);
      expectError(await get(`${UPLOAD}/${photo.photoId}/${file}`, alice), 404, 8);
    }
  });

  describe('who may see a photo', () => {
    const cookieOf = (headers: Record<string, string>) => ({
      cookie: `visited=1; accessToken=${encodeURIComponent(String(headers.authorization))}`,
    });

    async function expectPrivate(url: string, headers: Record<string, string>) {
      const answer = await get(url, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    async function expectHidden(url: string, headers: Record<string, string> = {}) {
      const answer = await get(url, headers);
      expectError(answer, 404, 8);
      // The same answer as for an address that never existed, and kept by no cache.
      expect(answer.json()).toEqual((await get(`${UPLOAD}/${newPhotoUrlKey()}/320.webp`)).json());
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const setStatus = (postId: number, status: 'visible' | 'hidden' | 'deleted') =>
      t.database.db
        .updateTable('community_post')
        .set({ status, deleted_at: status === 'deleted' ? TEST_NOW.toISOString() : null })
        .where('post_id', '=', postId)
        .execute();

    it.skipIf(!available)(
      'a draft (not on a post) is its author’s alone: by token or by the token cookie',
      async () => {
        const photo = await uploaded(alice, await solid(300, 300).jpeg().toBuffer());
        const url = `${dir(photo)}320.webp`;
        await expectHidden(url);
        await expectHidden(url, bob);
        await expectHidden(url, cookieOf(bob));
        await expectHidden(`${dir(photo)}320.jpg`, bob);
        await expectPrivate(url, alice);
        // An <img> sends no Authorization header: the access cookie the SPA mirrors stands for it.
        await expectPrivate(url, cookieOf(alice));
        const jpeg = await get(`${dir(photo)}320.jpg`, alice);
        expect(jpeg.statusCode).toBe(200);
        expect(jpeg.headers['cache-control']).toBe('private, no-store');
        // A token that is no live session is a guest's, never a 401 that would tell the photo exists.
        await expectHidden(url, { authorization: 'Bearer not-a-token' });
        await expectHidden(url, { cookie: 'accessToken=Bearer%20not-a-token' });
        // Alice's second session, logged out: its token no longer stands for her.
        const second = await signInNaver(t.app);
        await expectPrivate(url, bearer(second.accessToken));
        const out = await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/token/jwt',
          headers: {
            deviceuuid: 'w-test-device-0001',
            accesstoken: `Bearer ${second.accessToken}`,
            refreshtoken: second.refreshToken,
          },
        });
        expect(out.statusCode, out.body).toBe(200);
        await expectHidden(url, bearer(second.accessToken));
        await expectHidden(url, cookieOf(bearer(second.accessToken)));
        await expectPrivate(url, alice);
      },
    );

    it.skipIf(!available)(
      'a published post’s photo is anyone’s; hidden after reports, its author’s; deleted, no one’s',
      async () => {
        const photo = await uploaded(alice, await solid(300, 300).jpeg().toBuffer());
        const postId = await insertPost(aliceId);
        await attach(aliceId, postId, [photo.photoId]);
        const url = `${dir(photo)}320.webp`;
        for (const headers of [{}, bob, alice]) {
          const answer = await get(url, headers);
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }

        await setStatus(postId, 'hidden');
        await expectHidden(url);
        await expectHidden(url, bob);
        await expectHidden(`${dir(photo)}320.jpg`);
        await expectPrivate(url, alice);
        await expectPrivate(url, cookieOf(alice));

        // Review found nothing wrong: public again.
        await setStatus(postId, 'visible');
        expect((await get(url)).statusCode).toBe(200);

        await setStatus(postId, 'deleted');
        await expectHidden(url);
        await expectHidden(url, bob);
        await expectHidden(url, alice);
      },
    );

    it.skipIf(!available)('a post deleted through the API takes its photos out of sight', async () => {
      const photo = await uploaded(alice, await solid(120, 90).jpeg().toBuffer());
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/community/dashboard',
        headers: alice,
        payload: { body: '지울 사진', photoIds: [photo.photoId] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { postId } = (created.json() as { post: { postId: number } }).post;
      const url = `${dir(photo)}320.webp`;
      expect((await get(url)).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/community/dashboard/${postId}`,
        headers: alice,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expectHidden(url);
      await expectHidden(url, bob);
    });
  });

  it.skipIf(!available)(
    'attachPhotos keeps the order, replaces on edit and refuses what is not the member’s',
    async () => {
      const photos = await Promise.all(
        [0, 1, 2].map(async () => (await uploaded(alice, await solid(64, 48).jpeg().toBuffer())).photoId),
      );
      const [p1, p2, p3] = photos as [number, number, number];
      const bobsPhoto = (await uploaded(bob, await solid(64, 48).jpeg().toBuffer())).photoId;
      const postA = await insertPost(aliceId);
      const postB = await insertPost(aliceId);
      const empty = await insertPost(aliceId);

      await attach(aliceId, postA, [p3, p1]);
      let byPost = await photosOf(t.database.db, [postA, postB, empty]);
      expect(byPost.get(postA)?.map((p) => p.photoId)).toEqual([p3, p1]);
      expect(byPost.has(postB)).toBe(false);
      expect(byPost.has(empty)).toBe(false);
      expect(byPost.get(postA)?.[0]).toMatchObject({ photoId: p3, width: 64, height: 48 });
      const { url_key } = await t.database.db
        .selectFrom('community_photo')
        .select('url_key')
        .where('photo_id', '=', p3)
        .executeTakeFirstOrThrow();
      expect(byPost.get(postA)?.[0]?.src).toBe(`${UPLOAD}/${url_key}/320.webp`);

      // An edit: a new order, one photo out (detached), one in.
      await attach(aliceId, postA, [p2, p3]);
      byPost = await photosOf(t.database.db, [postA]);
      expect(byPost.get(postA)?.map((p) => p.photoId)).toEqual([p2, p3]);
      const detached = await t.database.db
        .selectFrom('community_photo')
        .select('post_id')
        .where('photo_id', '=', p1)
        .executeTakeFirstOrThrow();
      expect(detached.post_id).toBeNull();
      // Saving the same list again changes nothing.
      await attach(aliceId, postA, [p2, p3]);
      expect((await photosOf(t.database.db, [postA])).get(postA)?.map((p) => p.photoId)).toEqual([p2, p3]);

      // Refusals, each leaving the post as it was (the caller's transaction rolls back).
      await expectRefused(attach(aliceId, postB, [bobsPhoto]), 12);
      await expectRefused(attach(aliceId, postB, [p2]), 12);
      await expectRefused(attach(aliceId, postB, [p1, 2_000_000_000]), 12);
      await expectRefused(attach(aliceId, postB, [p1, p1]), 12);
      await expectRefused(
        attach(
          aliceId,
          postB,
          Array.from({ length: COMMUNITY_LIMITS.photosMax + 1 }, (_, i) => i + 1),
        ),
        13,
      );
      expect((await photosOf(t.database.db, [postA])).get(postA)?.map((p) => p.photoId)).toEqual([p2, p3]);
      expect((await photosOf(t.database.db, [postB])).has(postB)).toBe(false);
      const bobs = await t.database.db
        .selectFrom('community_photo')
        .select('post_id')
        .where('photo_id', '=', bobsPhoto)
        .executeTakeFirstOrThrow();
      expect(bobs.post_id).toBeNull();

      // The detached photo may go to another of the member's posts; clearing a post detaches all.
      await attach(aliceId, postB, [p1]);
      await attach(aliceId, postA, []);
      byPost = await photosOf(t.database.db, [postA, postB]);
      expect(byPost.has(postA)).toBe(false);
      expect(byPost.get(postB)?.map((p) => p.photoId)).toEqual([p1]);
      expect(await photosOf(t.database.db, [])).toEqual(new Map());
    },
  );

  it.skipIf(!available)('a post written and edited through the API shows its photos in order', async () => {
    const first = await uploaded(alice, await solid(120, 90).jpeg().toBuffer());
    const second = await uploaded(alice, await solid(90, 120).png().toBuffer(), 'image/png');
    const bobs = await uploaded(bob, await solid(60, 60).jpeg().toBuffer());
    const write = (
      headers: Record<string, string>,
      photoIds: number[],
      method = 'POST',
      url = '/api/v1/community/dashboard',
    ) =>
      t.app.inject({
        method: method as 'POST' | 'PUT',
        url,
        headers,
        payload: { body: '오늘 저녁 사진', photoIds },
      });

    const created = await write(alice, [second.photoId, first.photoId]);
    expect(created.statusCode, created.body).toBe(200);
    const post = (
      created.json() as {
        post: {
          postId: number;
          photos: CommunityPhoto[];
          photoCount: number;
          thumbnail: CommunityPhoto | null;
        };
      }
    ).post;
    expect(post.photos).toEqual([second, first]);
    expect(post.photoCount).toBe(2);
    expect(post.thumbnail).toEqual(second);

    // Someone else's photo, or one already on a post, is refused and nothing is written.
    expectError(await write(bob, [first.photoId]), 400, 12);
    expectError(await write(alice, [bobs.photoId]), 400, 12);
    expectError(await write(alice, [first.photoId]), 400, 12);

    const edited = await write(alice, [first.photoId], 'PUT', `/api/v1/community/dashboard/${post.postId}`);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { post: { photos: CommunityPhoto[] } }).post.photos).toEqual([first]);
    const read = await t.app.inject({ url: `/api/v1/community/dashboard/${post.postId}` });
    const shown = (read.json() as { post: { photos: CommunityPhoto[] } }).post.photos;
    expect(shown).toEqual([first]);
    // The addresses a post answer gives carry the photo's random key, never its id, and work for a guest.
    const { url_key } = await t.database.db
      .selectFrom('community_photo')
      .select('url_key')
      .where('photo_id', '=', first.photoId)
      .executeTakeFirstOrThrow();
    expect(shown[0]?.src).toBe(`${UPLOAD}/${url_key}/320.webp`);
    expect(shown[0]?.srcSet).toBe(`${UPLOAD}/${url_key}/320.webp 120w`);
    expect((await get(String(shown[0]?.src))).statusCode).toBe(200);
    // The photo the edit left out may go on a new post.
    expect((await write(alice, [second.photoId])).statusCode).toBe(200);

    // A share card shows the post's first photo as the JPEG link previews read, and it is served.
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/post-share',
      headers: alice,
      payload: { communityType: 'dashboard', postId: post.postId },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const imageUrl = (shared.json() as { share: { imageUrl: string } }).share.imageUrl;
    expect(imageUrl.endsWith(`${dir(first)}320.jpg`), imageUrl).toBe(true);
    const image = await t.app.inject({ url: new URL(imageUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it.skipIf(!available)(
    'prune deletes photos unattached for 24 hours and those of deleted posts, bytes too',
    async () => {
      const old = new Date(TEST_NOW.getTime() - 25 * HOUR).toISOString();
      const addresses = new Map<number, string>();
      const make = async (headers: Record<string, string>) => {
        const photo = await uploaded(headers, await solid(80, 60).jpeg().toBuffer());
        addresses.set(photo.photoId, `${dir(photo)}320.webp`);
        return photo.photoId;
      };
      const stale = await make(alice);
      const fresh = await make(alice);
      const kept = await make(alice);
      const ofDeleted = await make(bob);
      await t.database.db
        .updateTable('community_photo')
        .set({ created_at: old })
        .where('photo_id', 'in', [stale, kept, ofDeleted])
        .execute();
      const livePost = await insertPost(aliceId);
      await attach(aliceId, livePost, [kept]);
      const deletedPost = await insertPost(bobId);
      await attach(bobId, deletedPost, [ofDeleted]);
      // Deleted a day ago: kept for a restore. Deleted 31 days ago: pruned.
      const recentlyDeletedPost = await insertPost(bobId);
      const ofRecentlyDeleted = await make(bob);
      await attach(bobId, recentlyDeletedPost, [ofRecentlyDeleted]);
      for (const [postId, daysAgo] of [
        [deletedPost, 31],
        [recentlyDeletedPost, 1],
      ] as const) {
        await t.database.db
          .updateTable('community_post')
          .set({
            status: 'deleted',
            deleted_at: new Date(TEST_NOW.getTime() - daysAgo * 24 * HOUR).toISOString(),
          })
          .where('post_id', '=', postId)
          .execute();
      }

      const result = await prunePhotos(t.database.db, storage, TEST_NOW);
      expect(result.unattached).toBeGreaterThanOrEqual(1);
      expect(result.ofDeletedPosts).toBe(1);
      const left = new Set(
        (await t.database.db.selectFrom('community_photo').select('photo_id').execute()).map(
          (row) => row.photo_id,
        ),
      );
      expect(left.has(stale)).toBe(false);
      expect(left.has(ofDeleted)).toBe(false);
      expect(left.has(fresh)).toBe(true);
      expect(left.has(kept)).toBe(true);
      expect(left.has(ofRecentlyDeleted)).toBe(true);
      for (const [gone, owner] of [
        [stale, alice],
        [ofDeleted, bob],
      ] as const) {
        expect(await storage.get(photoKey(gone, 320))).toBeUndefined();
        expect(await storage.get(photoKey(gone, 320, 'jpg'))).toBeUndefined();
        expectError(await get(String(addresses.get(gone)), owner), 404, 8);
      }
      expect(await storage.get(photoKey(kept, 320))).toBeDefined();
      expect(await storage.get(photoKey(fresh, 320))).toBeDefined();
      expect((await photosOf(t.database.db, [deletedPost])).has(deletedPost)).toBe(false);
      // A pruned photo cannot be attached any more; a second run finds nothing.
      await expectRefused(attach(aliceId, livePost, [stale]), 12);
      expect(await prunePhotos(t.database.db, storage, TEST_NOW)).toEqual({
        unattached: 0,
        ofDeletedPosts: 0,
      });

      // The operator's command: the same prune, with its own count.
      await t.database.db
        .updateTable('community_photo')
        .set({ created_at: old })
        .where('photo_id', '=', fresh)
        .execute();
      const out: string[] = [];
      const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
      const ctx = { db: t.database.db, io, now: TEST_NOW, storage };
      expect(await runCommunityPhotosCli(ctx, ['prune', 'now'])).toBe(2);
      expect(await runCommunityPhotosCli(ctx, ['prune'])).toBe(0);
      expect(out.at(-1)).toContain('1장을 지웠습니다');
      expect(await storage.get(photoKey(fresh, 320))).toBeUndefined();
    },
  );

  it.skipIf(!available)(
    'the database storage adapter keeps bytes exactly, replaces on put and forgets on delete',
    async () => {
      const adapter = databaseStorage(t.database.db, () => TEST_NOW);
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await adapter.put('test/all-bytes.bin', bytes, 'application/octet-stream');
      const read = await adapter.get('test/all-bytes.bin');
      expect(read?.contentType).toBe('application/octet-stream');
      expect(read && Buffer.compare(read.bytes, bytes)).toBe(0);
      await adapter.put('test/all-bytes.bin', new Uint8Array([1, 2, 3]), 'image/webp');
      const replaced = await adapter.get('test/all-bytes.bin');
      expect(replaced && [...replaced.bytes]).toEqual([1, 2, 3]);
      expect(replaced?.contentType).toBe('image/webp');
      await adapter.delete('test/all-bytes.bin');
      await adapter.delete('test/all-bytes.bin');
      expect(await adapter.get('test/all-bytes.bin')).toBeUndefined();
    },
  );
});
