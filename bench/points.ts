/**
 * Star ledger benchmark: one member with 10,000 ledger rows (15 months of earnings, spending that
 * takes the earliest-expiring lots, and the expiries of what was left), built directly in the
 * ledger's tables with the same allocation rule the service uses, then checked against the service
 * (balance = sum of rows). Times, server-side (performance.now() around the service call, no HTTP),
 * the point summary (what my page shows) and a history page, plus one spend for reference. Budget:
 * summary and history p95 <= 10 ms on SQLite and on PostgreSQL. Figures, never a test assertion.
 *
 *   node --import tsx bench/points.ts [--dialect=sqlite|postgres] [--rows=10000] [--explain]
 *
 * `--explain` prints the plan of every read a summary, each history filter and a spend make (EXPLAIN
 * ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite), to see that each is an index read.
 */
import { cpus } from 'node:os';
import { CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import { starExpiresAt } from '#contract/point.ts';
import type { Dialect } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { DB } from '../server/db/schema.ts';
import { insertMember } from '../server/modules/account/account.repository.ts';
import { sumOfEntries } from '../server/modules/point/point.repository.ts';
import { expireDue, pointHistory, pointSummary, spendStars } from '../server/modules/point/point.service.ts';
import { cacheDrift } from '../server/modules/point/point.testing.ts';
import { openFreshDatabase, timeRounds } from './service-bench.ts';

export const POINTS_BUDGET_MS = 10;

export interface PointsBenchFigures {
  dialect: Dialect;
  rows: number;
  calls: number;
  summaryP50: number;
  summaryP95: number;
  historyP50: number;
  historyP95: number;
  /** One spend (a write: lock, lots, allocation), for reference; no budget. */
  spendP95: number;
  buildSeconds: number;
  /** The 1-minute load average as timing began: a shared machine's p95 follows it. */
  loadAverage: number;
  cores: number;
}

type EntryRow = DB['point_entry'] extends infer T ? { [K in keyof T]: unknown } : never;

/** About `rows` ledger rows over the 15 months before `now`, consistent with the ledger's rules. */
function buildHistory(memberId: number, now: Date, rows: number) {
  const entries: Record<string, unknown>[] = [];
  const allocations: { entry_id: number; lot_id: number; amount: number }[] = [];
  const lots: { id: number; expiresAt: string; remaining: number }[] = [];
  const start = now.getTime() - 450 * 86_400_000;
  const step = (now.getTime() - 60_000 - start) / rows;
  let id = 0;
  let balance = 0;
  const expire = (at: string) => {
    for (const lot of lots) {
      if (lot.remaining === 0 || lot.expiresAt > at) continue;
      id += 1;
      entries.push(
        entry(
          id,
          'expire',
          -lot.remaining,
          '유효기간이 지나 소멸',
          lot.expiresAt,
          null,
          `bench:expire:${lot.id}`,
        ),
      );
      allocations.push({ entry_id: id, lot_id: lot.id, amount: lot.remaining });
      balance -= lot.remaining;
      lot.remaining = 0;
    }
  };
  const entry = (
    entryId: number,
    kind: string,
    amount: number,
    reason: string,
    occurredAt: string,
    expiresAt: string | null,
    key: string,
  ) => ({
    entry_id: entryId,
    member_id: memberId,
    kind,
    amount,
    reason,
    source: kind === 'earn' ? 'game' : kind,
    idempotency_key: key,
    expires_at: expiresAt,
    exchange_id: null,
    occurred_at: occurredAt,
    created_at: occurredAt,
  });
  for (let n = 0; entries.length < rows; n += 1) {
    const at = new Date(start + n * step);
    const iso = at.toISOString();
    expire(iso);
    id += 1;
    if (n % 3 === 2 && balance >= 60) {
      let left = 60;
      entries.push(entry(id, 'spend', -60, '별 사용', iso, null, `bench:spend:${id}`));
      for (const lot of lots) {
        if (left === 0) break;
        if (lot.remaining === 0 || lot.expiresAt <= iso) continue;
        const part = Math.min(left, lot.remaining);
        allocations.push({ entry_id: id, lot_id: lot.id, amount: part });
        lot.remaining -= part;
        left -= part;
      }
      balance -= 60;
    } else {
      const amount = 10 + (n % 5) * 20;
      const expiresAt = starExpiresAt(at).toISOString();
      entries.push(entry(id, 'earn', amount, '오늘의 별 긁기 보상', iso, expiresAt, `bench:earn:${id}`));
      lots.push({ id, expiresAt, remaining: amount });
      balance += amount;
    }
  }
  const live = lots.filter((lot) => lot.remaining > 0).map((lot) => lot.expiresAt);
  // The rows the ledger derives as it writes (0009_point_lots): lots left, monthly earnings, counters.
  const months = new Map<string, number>();
  const counts = { earned_count: 0, used_count: 0, expired_count: 0 };
  for (const row of entries) {
    const kind = row.kind as string;
    if (kind === 'earn') {
      const month = (row.occurred_at as string).slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + (row.amount as number));
      counts.earned_count += 1;
    } else if (kind === 'expire') counts.expired_count += 1;
    else counts.used_count += 1;
  }
  const amounts = new Map(entries.map((row) => [row.entry_id as number, row.amount as number]));
  return {
    entries: entries as EntryRow[],
    allocations,
    lots: lots.map((lot) => ({
      lot_id: lot.id,
      member_id: memberId,
      expires_at: lot.expiresAt,
      amount: amounts.get(lot.id) ?? 0,
      remaining: lot.remaining,
    })),
    months: [...months].map(([month, earned]) => ({ member_id: memberId, month, earned })),
    counts,
    balance,
    nextExpiry: live.length ? live.sort()[0]! : null,
  };
}

/**
 * Runs `fn` on a Kysely that records every query it compiles, then prints the plan of each read
 * (a write's reads included; its writes are not run twice).
 */
async function explainQueries(
  db: Kysely<DB>,
  dialect: Dialect,
  label: string,
  fn: (db: Kysely<DB>) => Promise<unknown>,
): Promise<void> {
  const captured: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      captured.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await fn(db.withPlugin(recorder));
  console.log(`\n### ${label}`);
  for (const query of captured) {
    if (!/^\s*select/i.test(query.sql)) continue;
    const explain = dialect === 'postgres' ? 'explain (analyze, buffers, costs off)' : 'explain query plan';
    const plan = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    console.log(`\n${query.sql}`);
    for (const row of plan.rows) console.log(`  ${String(row['QUERY PLAN'] ?? row.detail)}`);
  }
}

export async function runPointsBench(options: {
  dialect: Dialect;
  rows?: number;
  rounds?: number;
  pgUrl?: string;
  /** Print the plans of the timed reads before timing them. */
  explain?: boolean;
}): Promise<PointsBenchFigures> {
  const rows = options.rows ?? 10_000;
  const rounds = options.rounds ?? 500;
  const { database, cleanup } = await openFreshDatabase(options.dialect, 'points', options.pgUrl);
  try {
    const db = database.db;
    await migrateToLatest(db);
    const now = new Date();
    const built = performance.now();
    const at = now.toISOString();
    const { member_id: memberId } = await insertMember(db, {
      channel_type: 1001,
      provider_subject: 'bench-points',
      email: null,
      nickname: '별부자',
      name: null,
      gender: null,
      birth_year: null,
      mobile: null,
      created_at: at,
      updated_at: at,
    });
    const history = buildHistory(memberId, now, rows);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < history.entries.length; i += 500) {
        await trx
          .insertInto('point_entry')
          .values(history.entries.slice(i, i + 500) as never)
          .execute();
      }
      for (let i = 0; i < history.allocations.length; i += 1000) {
        await trx
          .insertInto('point_allocation')
          .values(history.allocations.slice(i, i + 1000))
          .execute();
      }
      for (let i = 0; i < history.lots.length; i += 1000) {
        await trx
          .insertInto('point_lot')
          .values(history.lots.slice(i, i + 1000))
          .execute();
      }
      await trx.insertInto('point_month').values(history.months).execute();
      await trx
        .insertInto('point_account')
        .values({
          member_id: memberId,
          balance: history.balance,
          reserved: 0,
          next_expiry_at: history.nextExpiry,
          auto_exchange_stars: null,
          auto_exchange_updated_at: null,
          updated_at: at,
          ...history.counts,
        })
        .execute();
    });
    if (options.dialect === 'postgres') {
      // The identity column continues after the ids written by hand.
      await sql`select setval(pg_get_serial_sequence('point_entry', 'entry_id'), (select max(entry_id) from point_entry))`.execute(
        db,
      );
      for (const table of ['point_entry', 'point_allocation', 'point_account', 'point_lot', 'point_month']) {
        await sql`vacuum analyze ${sql.table(table)}`.execute(db);
      }
    }
    // The service agrees with the rows it did not write.
    const balance = await expireDue(db, memberId, now);
    if (balance !== (await sumOfEntries(db, memberId)))
      throw new Error('bench history is not a consistent ledger');
    const drift = await cacheDrift(db, memberId);
    if (drift.length > 0)
      throw new Error(`bench history's derived rows disagree: ${drift.slice(0, 3).join('; ')}`);
    const buildSeconds = Math.round((performance.now() - built) / 100) / 10;

    const summary = () => pointSummary(db, memberId, now);
    const filters = ['all', 'earned', 'used', 'expired'] as const;
    const page = (i: number) =>
      pointHistory(db, memberId, now, { type: filters[i % filters.length]!, page: 1 + (i % 5), size: 20 });
    if (options.explain) {
      await explainQueries(db, options.dialect, 'summary', (on) => pointSummary(on, memberId, now));
      for (const [i, filter] of filters.entries()) {
        await explainQueries(db, options.dialect, `history ${filter}, page 5`, (on) =>
          pointHistory(on, memberId, now, { type: filters[i]!, page: 5, size: 20 }),
        );
      }
      await explainQueries(db, options.dialect, 'spend', (on) =>
        spendStars(on, { memberId, amount: 1, reason: '벤치', idempotencyKey: 'bench:explain', now }),
      );
    }
    const { timings, loadAverage } = await timeRounds(
      { summary: [summary], history: [page] },
      { warmUp: 20, rounds },
    );
    // One spend at a time after the reads, each with a key of its own (none is a replay).
    const spends = await timeRounds(
      {
        spend: [
          (round) =>
            spendStars(db, {
              memberId,
              amount: 1,
              reason: '벤치',
              idempotencyKey: `bench:timed-spend:${round}`,
              now,
            }),
        ],
      },
      { warmUp: 0, rounds: 30 },
    );
    return {
      dialect: options.dialect,
      rows: await db
        .selectFrom('point_entry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
      calls: rounds,
      summaryP50: timings.summary.p50,
      summaryP95: timings.summary.p95,
      historyP50: timings.history.p50,
      historyP95: timings.history.p95,
      spendP95: spends.timings.spend.p95,
      buildSeconds,
      loadAverage,
      cores: cpus().length,
    };
  } finally {
    await cleanup();
  }
}

export function pointsMarkdown(figures: PointsBenchFigures[]): string[] {
  const verdict = (value: number) => (value <= POINTS_BUDGET_MS ? '✅ within budget' : '❌ over budget');
  return [
    '## Star ledger (server-side, one member with 10,000 ledger rows)',
    '',
    '| database | rows | calls | summary p50 | summary p95 | history p50 | history p95 | budget | one spend p95 | load average |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.dialect} | ${f.rows.toLocaleString('en')} | ${f.calls} | ${f.summaryP50} ms | ${f.summaryP95} ms | ${f.historyP50} ms | ${f.historyP95} ms | ≤ ${POINTS_BUDGET_MS} ms ${verdict(Math.max(f.summaryP95, f.historyP95))} | ${f.spendP95} ms | ${f.loadAverage ?? '?'} on ${f.cores ?? '?'} cores |`,
    ),
    '',
    "Summary = `pointSummary` (balance, expiring within 30 days, level); history = one page of 20 of `GET /api/v1/user/point/history`, cycling the filters and pages 1-5. A spend is a write (lock, due expiries, open lots, allocation) and has no budget. Reads and writes use the derived rows of migration 0009 (open lots, monthly earnings, history counters) and partial indexes, so none of them reads the member's whole history; `node --import tsx bench/points.ts --explain` prints every plan. The load average is the 1-minute figure as timing began: on a shared machine above its core count, p95 follows the other work, not the queries.",
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dialects = (arg('dialect') ?? 'sqlite,postgres').split(',') as Dialect[];
  const rows = Number(arg('rows') ?? 10_000);
  const figures: PointsBenchFigures[] = [];
  const explain = process.argv.includes('--explain');
  for (const dialect of dialects) figures.push(await runPointsBench({ dialect, rows, explain }));
  console.log(pointsMarkdown(figures).join('\n'));
}
