/**
 * What the server-side benchmarks (bench/search.ts, bench/points.ts) share: a throwaway database of
 * either dialect, and the timing loop (warm-up rounds, timed rounds, p50/p95/max of each series).
 * Times are performance.now() around the service call: no HTTP, no serialisation.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type Database, type Dialect, dropPgSchema, openDatabase } from '../server/db/database.ts';
import { DEFAULT_TEST_PG_URL } from '../tests/support/pg-url.ts';

/**
 * A fresh database for one benchmark run: on PostgreSQL a schema of its own (dropped by `cleanup`), on
 * SQLite a file under bench/.tmp (removed by `cleanup`). `name` tells the benchmarks apart.
 */
export async function openFreshDatabase(
  dialect: Dialect,
  name: string,
  pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_TEST_PG_URL,
): Promise<{ database: Database; cleanup(): Promise<void> }> {
  if (dialect === 'postgres') {
    const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ url: pgUrl, pgSchema: schema });
    return {
      database,
      async cleanup() {
        await database.close();
        await dropPgSchema(pgUrl, schema);
      },
    };
  }
  mkdirSync('bench/.tmp', { recursive: true });
  const path = `bench/.tmp/${name}-${process.pid}.db`;
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  };
  remove();
  const database = await openDatabase({ sqlitePath: path });
  return {
    database,
    async cleanup() {
      await database.close();
      remove();
    },
  };
}

/** One series' figures in milliseconds, rounded to 0.01. */
export interface Timing {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

/** The nearest-rank percentile of `samples`, rounded to 0.01 ms. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

/**
 * Calls every series' calls in turn, round after round: first `warmUp` rounds untimed (caches, plans,
 * JIT), then `rounds` timed ones, one sample per call. A call gets the round's number (from 0, warm-up
 * rounds included), so a series can vary its arguments from round to round. Interleaving the series
 * spreads whatever else the machine does over all of them alike.
 *
 * `loadAverage` is the 1-minute load average as the timed rounds began: on a shared machine the p95
 * follows it.
 */
export async function timeRounds<Name extends string>(
  series: Record<Name, readonly ((round: number) => Promise<unknown>)[]>,
  { warmUp, rounds }: { warmUp: number; rounds: number },
): Promise<{ timings: Record<Name, Timing>; loadAverage: number }> {
  const names = Object.keys(series) as Name[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  let loadAverage = 0;
  for (let round = 0; round < warmUp + rounds; round += 1) {
    const timed = round >= warmUp;
    if (round === warmUp) loadAverage = Math.round(loadavg()[0]! * 100) / 100;
    for (const name of names) {
      for (const call of series[name]) {
        const started = performance.now();
        await call(round);
        if (timed) samples[name].push(performance.now() - started);
      }
    }
  }
  const timings = Object.fromEntries(
    names.map((name) => {
      const list = samples[name];
      return [
        name,
        {
          calls: list.length,
          p50: percentile(list, 50),
          p95: percentile(list, 95),
          max: percentile(list, 100),
        },
      ];
    }),
  ) as Record<Name, Timing>;
  return { timings, loadAverage };
}
