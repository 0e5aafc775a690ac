/**
 * Photo upload benchmark: POST /api/v1/community/photo of a phone-sized photo (a 4000x3000 JPEG at
 * quality 90 with EXIF orientation 6, so 3000x4000 upright, with a smooth photo-like texture rather
 * than flat colour) through the real app (`app.inject`: auth, body parsing, sniffing, one decode, four
 * encodes, storing in the embedded SQLite default), for a signed-in member. One at a time for the
 * latency (p50/p95), then `concurrency` in flight for the throughput (photos per second). Figures,
 * never a test assertion.
 *
 *   node --import tsx bench/photos.ts [--uploads=24] [--concurrency=4]
 */
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { bearer, signInNaver } from '../server/modules/auth/auth.testing.ts';
import { openFreshDatabase, timeRounds } from './service-bench.ts';

export interface PhotosBenchFigures {
  dialect: 'sqlite';
  /** The uploaded file. */
  inputBytes: number;
  inputPixels: string;
  calls: number;
  p50: number;
  p95: number;
  max: number;
  concurrency: number;
  photosPerSecond: number;
  /** Stored bytes per photo, all four files. */
  storedBytes: number;
  loadAverage: number;
  cores: number;
}

/** A photo-like 4000x3000 JPEG: coloured noise smoothed by upscaling, a few shapes, EXIF orientation 6. */
export async function phonePhoto(): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 200,
      height: 150,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><circle cx="2000" cy="1500" r="1100" fill="#f4efe6" opacity="0.75"/><circle cx="2000" cy="1500" r="820" fill="#c8632f" opacity="0.8"/><rect x="300" y="300" width="900" height="500" rx="80" fill="#6fae4a" opacity="0.6"/></svg>`,
  );
  return sharp(texture)
    .resize(4000, 3000, { kernel: 'cubic' })
    .composite([{ input: shapes }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function runPhotosBench(
  options: { uploads?: number; concurrency?: number } = {},
): Promise<PhotosBenchFigures> {
  const uploads = options.uploads ?? 24;
  const concurrency = options.concurrency ?? 4;
  const { database, cleanup } = await openFreshDatabase('sqlite', 'photos');
  try {
    await migrateToLatest(database.db);
    // The per-minute write limit would stop a benchmark from one client; the hourly photo limit is
    // reset below (outside what it measures, a one-row UPDATE every 40 uploads).
    const app = await buildApp(testConfig({ WRITE_RATE_LIMIT: '100000' }), { database });
    await app.ready();
    try {
      const headers = {
        ...bearer((await signInNaver(app, 'naver-full')).accessToken),
        'content-type': 'image/jpeg',
      };
      const photo = await phonePhoto();
      const metadata = await sharp(photo).metadata();
      let sent = 0;
      const upload = async () => {
        sent += 1;
        if (sent % 40 === 0) {
          await database.db
            .updateTable('community_photo')
            .set({ created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
            .execute();
        }
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/community/photo',
          headers,
          payload: photo,
        });
        if (response.statusCode !== 200)
          throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      };

      const { timings, loadAverage } = await timeRounds({ upload: [upload] }, { warmUp: 2, rounds: uploads });
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < uploads) {
            next += 1;
            await upload();
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const stored = await database.db
        .selectFrom('community_photo')
        .select((eb) => eb.fn.avg<number>('byte_length').as('bytes'))
        .executeTakeFirstOrThrow();
      return {
        dialect: 'sqlite',
        inputBytes: photo.length,
        inputPixels: `${metadata.width}x${metadata.height}`,
        calls: timings.upload.calls,
        p50: timings.upload.p50,
        p95: timings.upload.p95,
        max: timings.upload.max,
        concurrency,
        photosPerSecond: Math.round((uploads / seconds) * 100) / 100,
        storedBytes: Math.round(Number(stored.bytes)),
        loadAverage: Math.max(loadAverage, Math.round(loadavg()[0]! * 100) / 100),
        cores: cpus().length,
      };
    } finally {
      await app.close();
    }
  } finally {
    await cleanup();
  }
}

export function photosMarkdown(figures: PhotosBenchFigures[]): string[] {
  return [
    '## Photo uploads (embedded SQLite, through the app)',
    '',
    '| input | calls | p50 | p95 | max | photos/s | in flight | stored per photo | load average |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.inputPixels} JPEG, ${(f.inputBytes / 1024 / 1024).toFixed(1)} MB | ${f.calls} | ${f.p50} ms | ${f.p95} ms | ${f.max} ms | ${f.photosPerSecond} | ${f.concurrency} | ${Math.round(f.storedBytes / 1024)} KB | ${f.loadAverage} on ${f.cores} cores |`,
    ),
    '',
    '`POST /api/v1/community/photo` via `app.inject` for a signed-in member: sniffing, one decode (EXIF orientation 6 applied), WebP at 320/640/1080 and a 1080 JPEG, the row and four stored objects. Latency one upload at a time; photos/s with that many in flight (two decode at once per process, docs/photos.md). No budget: shown to follow, not to gate.',
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const figures = await runPhotosBench({
    uploads: Number(arg('uploads') ?? 24),
    concurrency: Number(arg('concurrency') ?? 4),
  });
  console.log(photosMarkdown([figures]).join('\n'));
}
