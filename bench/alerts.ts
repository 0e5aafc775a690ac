/**
 * Product alerts benchmark (docs/product-alerts.md): 100,000 generated members wait for one sold-out
 * product (재입고 알림). Times, server-side (performance.now() around the service call, no HTTP), the
 * request that causes the event (the shop's webhook reporting the product in stock: the change and its
 * outbox row in one transaction), which must not grow with the subscribers, and then the fan-out job
 * that turns the event into 100,000 alarms, and a second run (nothing left to do). Budget: the
 * webhook's p95 <= 20 ms whatever the subscribers. Figures, never a test assertion.
 *
 *   node --import tsx bench/alerts.ts [--dialect=sqlite|postgres] [--subscribers=100000]
 */
import { cpus, loadavg } from 'node:os';
import type { Dialect } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { runAlertJob } from '../server/modules/product-alerts/product-alerts.job.ts';
import { applyShopChanges } from '../server/modules/product-alerts/shop-webhook.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { openFreshDatabase, percentile } from './service-bench.ts';

export const ALERTS_REQUEST_BUDGET_MS = 20;

export interface AlertsBenchFigures {
  dialect: Dialect;
  subscribers: number;
  /** The webhook's service call (restock of the awaited product), rounds after a warm-up. */
  requestCalls: number;
  requestP50: number;
  requestP95: number;
  /** The first job run: the fan-out of the event into alarms. */
  fanOutSeconds: number;
  alarms: number;
  /** The same job again: nothing new. */
  rerunSeconds: number;
  buildSeconds: number;
  loadAverage: number;
  cores: number;
}

const CHUNK = 1_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

export async function runAlertsBench(options: {
  dialect: Dialect;
  subscribers?: number;
  rounds?: number;
}): Promise<AlertsBenchFigures> {
  const subscribers = options.subscribers ?? 100_000;
  const rounds = options.rounds ?? 20;
  const { database, cleanup } = await openFreshDatabase(options.dialect, 'alerts');
  const db = database.db;
  try {
    const now = new Date('2026-11-21T03:00:00.000Z');
    const built = performance.now();
    await migrateToLatest(db);
    await seedDatabase(db, { now });
    const product = await db
      .selectFrom('product')
      .select('product_no')
      .orderBy('product_no')
      .limit(1)
      .executeTakeFirstOrThrow();
    const at = now.toISOString();
    for (let start = 0; start < subscribers; start += CHUNK) {
      const count = Math.min(CHUNK, subscribers - start);
      const members = await db
        .insertInto('member')
        .values(
          Array.from({ length: count }, (_, n) => ({
            channel_type: 1001,
            provider_subject: `bench-alerts-${start + n}`,
            email: null,
            nickname: `알림회원${start + n}`,
            name: null,
            gender: null,
            birth_year: null,
            mobile: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning('member_id')
        .execute();
      await db
        .insertInto('alert_subscription')
        .values(
          members.map((member) => ({
            member_id: member.member_id,
            kind: 'restock',
            target_id: product.product_no,
            created_at: at,
            expires_at: '2026-12-21T03:00:00.000Z',
          })),
        )
        .execute();
    }
    const buildSeconds = round2((performance.now() - built) / 1000);

    // The request: the product is sold out, the shop reports it in stock. One warm-up round.
    const samples: number[] = [];
    const loadAverage = round2(loadavg()[0] ?? 0);
    for (let round = 0; round <= rounds; round += 1) {
      await db
        .updateTable('product')
        .set({ sold_out: 1 })
        .where('product_no', '=', product.product_no)
        .execute();
      const requestAt = new Date(now.getTime() + 1000 * (round + 1));
      const started = performance.now();
      await applyShopChanges(
        db,
        options.dialect,
        [{ productNo: product.product_no, soldOut: false }],
        requestAt,
      );
      if (round > 0) samples.push(performance.now() - started);
    }

    const jobAt = new Date(now.getTime() + 60_000);
    const job = { now: jobAt, dialect: options.dialect, shopBaseUrl: '/dev-shop', push: null };
    const fanOutStarted = performance.now();
    const first = await runAlertJob(db, job);
    const fanOutSeconds = round2((performance.now() - fanOutStarted) / 1000);
    const rerunStarted = performance.now();
    await runAlertJob(db, job);
    const rerunSeconds = round2((performance.now() - rerunStarted) / 1000);
    return {
      dialect: options.dialect,
      subscribers,
      requestCalls: samples.length,
      requestP50: percentile(samples, 50),
      requestP95: percentile(samples, 95),
      fanOutSeconds,
      alarms: first.alarms,
      rerunSeconds,
      buildSeconds,
      loadAverage,
      cores: cpus().length,
    };
  } finally {
    await cleanup();
  }
}

export function alertsMarkdown(figures: AlertsBenchFigures[]): string[] {
  const verdict = (value: number) =>
    value <= ALERTS_REQUEST_BUDGET_MS ? '✅ within budget' : '❌ over budget';
  return [
    '## Product alerts (server-side, one restock awaited by 100,000 members)',
    '',
    '| database | subscribers | webhook calls | webhook p50 | webhook p95 | budget | fan-out (first job run) | alarms made | second run | load average |',
    '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.dialect} | ${f.subscribers.toLocaleString('en')} | ${f.requestCalls} | ${f.requestP50} ms | ${f.requestP95} ms | ≤ ${ALERTS_REQUEST_BUDGET_MS} ms ${verdict(f.requestP95)} | ${f.fanOutSeconds} s | ${f.alarms.toLocaleString('en')} | ${f.rerunSeconds} s | ${f.loadAverage} on ${f.cores} cores |`,
    ),
    '',
    "The webhook is the request that causes the event (`applyShopChanges`: the product's row, its outbox row, its search document, one transaction); it never reads the subscribers, so its time does not grow with them. The fan-out is `runAlertJob` off the request path: batches of 1,000 members per transaction (their alarms with `on conflict do nothing`, the requests answered deleted); the second run finds nothing to do.",
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dialects = (arg('dialect') ?? 'sqlite,postgres').split(',') as Dialect[];
  const subscribers = Number(arg('subscribers') ?? 100_000);
  const figures: AlertsBenchFigures[] = [];
  for (const dialect of dialects) figures.push(await runAlertsBench({ dialect, subscribers }));
  console.log(alertsMarkdown(figures).join('\n'));
}
