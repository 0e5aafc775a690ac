/**
 * Server reads under load (issue 27): the production-built server (no development stand-ins) on a
 * fresh embedded SQLite database and on a throwaway PostgreSQL database (created, migrated, seeded and
 * dropped here), each measured with autocannon at 50 connections for 20 s per endpoint: `/healthz`,
 * the home deals, search over a Zipf-like mix of 1,000 catalogue queries, the community's popular and
 * board lists and a post detail (guests), and a member's star summary (50 signed-in members in
 * rotation). Each figure is shown as a share of `/healthz` in the same run, with its budget.
 * Figures, never a test assertion.
 *
 *   node --import tsx bench/load.ts [--dialect=sqlite|postgres] [--seconds=20] [--connections=50]
 *     [--endpoints=search,summary]   (`/healthz` is always measured: the shares are of it)
 *
 * `npm run bench -- --only=load` runs it on both databases (`--load-seconds=N` to shorten).
 *
 * What a deployment would configure for such a test and nothing more: the server sits behind one load
 * balancer (TRUST_PROXY=1) and each request carries the address of one of 5,000 simulated shoppers in
 * X-Forwarded-For, so the per-client limits (search: SEARCH_RATE_LIMIT, default 300 a minute) stay
 * as configured in production and count as they would; reads other than search have no limit.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { DEVICE_TYPE, SOCIAL_CHANNEL } from '#contract/constants.ts';
import { type Dialect, openDatabase } from '../server/db/database.ts';
import type { DB } from '../server/db/schema.ts';
import { insertMember } from '../server/modules/account/account.repository.ts';
import { insertSession } from '../server/modules/auth/auth.repository.ts';
import { createKeyRing, newSessionId } from '../server/modules/auth/auth.tokens.ts';
import { seedStarHistory } from '../server/seed/points.ts';
import { createRandom } from '../server/shared/prng.ts';
import { DEFAULT_TEST_PG_URL } from '../tests/support/pg-url.ts';
import { startServer } from '../tests/support/server-process.ts';

/** Each endpoint's requests per second as a share of `/healthz` in the same run, at least. */
export const LOAD_BUDGETS = {
  deals: 0.8,
  search: 0.3,
  popular: 0.3,
  board: 0.3,
  post: 0.3,
  summary: 0.3,
} as const;
type Measured = keyof typeof LOAD_BUDGETS;

export const DEALS_PATH = '/api/v1/display/deal/recommendation';
const SEARCH_PATH = '/api/v1/search';
const POPULAR_PATH = '/api/v1/community/dashboard/list';
const BOARD_PATH = '/api/v1/community/dashboard?type=dashboard';
const POST_PATH = '/api/v1/community/dashboard';
const SUMMARY_PATH = '/api/v2/user/point/summary';

const LABELS: Record<Measured | 'healthz', string> = {
  healthz: '`/healthz`',
  deals: 'home deals',
  search: 'search (Zipf mix)',
  popular: 'community popular list',
  board: 'community board list',
  post: 'community post detail',
  summary: 'star summary (signed in)',
};

/** Distinct search queries in the mix, and the length of the drawn sequence requests walk through. */
const QUERIES = 1_000;
const DRAWS = 10_000;
const MEMBERS = 50;
const POSTS = 8;
const CLIENT_ADDRESSES = 5_000;
const SLICE_SECONDS = 5;

export interface LoadRun {
  key: Measured | 'healthz';
  label: string;
  /** The path, or its shape when requests rotate. */
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Of healthz's requests per second in the same run. */
  share?: number;
  budget?: number;
}

export interface LoadFigures {
  dialect: Dialect;
  connections: number;
  seconds: number;
  /** The 1-minute load average as the first and after the last measurement. */
  loadAverageStart: number;
  loadAverageEnd: number;
  cores: number;
  /** Each endpoint's seconds are measured in this many slices, the endpoints taking turns. */
  slices: number;
  runs: LoadRun[];
  queries: { distinct: number; draws: number; top: string[] };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The catalogue's words ranked by how many products carry them; the first QUERIES are the mix. */
export async function catalogueQueries(db: Kysely<DB>, count = QUERIES): Promise<string[]> {
  const products = await db.selectFrom('product').select(['name', 'origin', 'category_code']).execute();
  const categories = await db.selectFrom('category').select(['code', 'parent_code', 'name']).execute();
  const regions = await db.selectFrom('region').select(['name', 'short_name']).execute();
  const stores = await db.selectFrom('store').select('name').execute();
  const weights = new Map<string, number>();
  const add = (query: string, weight = 1) => {
    const trimmed = query.trim();
    if (trimmed.length > 0) weights.set(trimmed, (weights.get(trimmed) ?? 0) + weight);
  };
  const parents = new Map(categories.map((c) => [c.code, c.parent_code]));
  const names = new Map(categories.map((c) => [c.code, c.name]));
  for (const product of products) {
    const words = product.name.split(/\s+/);
    for (const word of new Set(words)) add(word);
    if (words.length > 1) add(product.name);
    add(product.origin);
    for (const word of product.origin.split(/\s+/)) if (word !== product.origin) add(word);
    for (let code: string | null | undefined = product.category_code; code; code = parents.get(code)) {
      const name = names.get(code);
      if (name) add(name);
    }
  }
  for (const region of regions) {
    add(region.name);
    add(region.short_name);
  }
  for (const store of stores) add(store.name);
  const ranked = [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([query]) => query);
  // A small catalogue has fewer words than the mix wants: an origin word with a name word ("청송 사과").
  for (const product of products) {
    if (ranked.length >= count) break;
    const origin = product.origin.split(/\s+/).at(-1) ?? '';
    for (const word of product.name.split(/\s+/)) {
      const pair = `${origin} ${word}`;
      if (origin && word !== origin && !weights.has(pair)) {
        weights.set(pair, 1);
        ranked.push(pair);
      }
    }
  }
  return ranked.slice(0, count);
}

/** `draws` queries drawn with probability 1/rank (Zipf, s = 1), from a fixed seed. */
export function zipfSequence<T>(ranked: readonly T[], draws: number, seed = 27): T[] {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= ranked.length; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  const random = createRandom(seed);
  return Array.from({ length: draws }, () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return ranked[low] as T;
  });
}

/** A member who has agreed on /sign-up, with the demo star history, and a live session's token. */
export async function signedInMembers(db: Kysely<DB>, secret: string, count: number): Promise<string[]> {
  const now = new Date();
  const keys = createKeyRing(secret);
  const joined = new Date(now.getTime() - 500 * 86_400_000).toISOString();
  const tokens: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const member = await insertMember(db, {
      channel_type: SOCIAL_CHANNEL.naver,
      provider_subject: `bench-load-${n}-${randomBytes(4).toString('hex')}`,
      email: `bench-load-${n}@example.com`,
      nickname: `부하측정${n}`,
      name: null,
      gender: null,
      birth_year: null,
      mobile: null,
      terms_agreed: 1,
      terms_agreed_at: joined,
      sign_up_pending: 0,
      cafe24_registered: 1,
      created_at: joined,
      updated_at: joined,
    });
    await seedStarHistory(db, member.member_id, now);
    const sessionId = newSessionId();
    await insertSession(db, {
      session_id: sessionId,
      member_id: member.member_id,
      channel_type: SOCIAL_CHANNEL.naver,
      device_uuid: null,
      device_type: DEVICE_TYPE.browser,
      created_at: now.toISOString(),
      last_refreshed_at: null,
      revoked_at: null,
      revoke_reason: null,
    });
    tokens.push(await keys.sign({ memberId: member.member_id, sessionId }, now, 3600));
  }
  return tokens;
}

export interface Rotation {
  path: string;
  paths: readonly string[];
  tokens?: readonly string[];
}

interface Tally {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  non2xx: number;
}

/**
 * One endpoint at `connections` for `seconds`, added to `tally` (unless it is a warm-up). Every
 * request is built afresh (autocannon's `setupRequest`) from a shared counter, so consecutive
 * requests, whichever connection sends them, walk the rotation (queries, posts, members) and the
 * simulated shoppers' addresses in turn.
 */
export function measure(
  baseUrl: string,
  rotation: Rotation,
  seconds: number,
  connections: number,
  tally?: Tally,
): Promise<void> {
  let sent = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        pipelining: 1,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const n = sent;
              sent += 1;
              const address = n % CLIENT_ADDRESSES;
              const headers: Record<string, string> = {
                accept: 'application/json',
                // What Chromium sends.
                'accept-encoding': 'gzip, deflate, br, zstd',
                'x-forwarded-for': `10.${(address >> 8) & 255}.${address & 255}.${1 + (n % 7)}`,
              };
              if (rotation.tokens)
                headers.authorization = `Bearer ${rotation.tokens[n % rotation.tokens.length]}`;
              return { ...request, path: rotation.paths[n % rotation.paths.length] ?? '/', headers };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (tally) {
          tally.requests += result.requests.total;
          tally.seconds += result.duration;
          tally.errors += result.errors + result.timeouts;
          tally.non2xx += result.non2xx;
        }
        resolve();
      },
    );
    if (tally)
      instance.on('response', (_client, _status, _bytes, responseTime) => tally.latencies.push(responseTime));
  });
}

/** The nearest-rank percentile, in whole milliseconds as autocannon reports them. */
function percentileMs(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] ?? 0);
}

/** A fresh PostgreSQL database next to `adminUrl`'s, and how to drop it. */
async function throwawayPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function runLoadBench(options: {
  dialect: Dialect;
  port: number;
  spaDir?: string;
  seconds?: number;
  connections?: number;
  pgUrl?: string;
  /** Some of the endpoints only (a quick look at one change); all of them by default. */
  endpoints?: readonly Measured[];
}): Promise<LoadFigures> {
  const seconds = options.seconds ?? 20;
  const connections = options.connections ?? 50;
  const secret = `bench-load-${options.port}-${Date.now()}-secret-at-least-32-characters`;
  const spaDir = options.spaDir && existsSync(options.spaDir) ? options.spaDir : '';
  const postgres =
    options.dialect === 'postgres'
      ? await throwawayPostgres(
          options.pgUrl ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_TEST_PG_URL,
        )
      : undefined;
  const sqlitePath = `bench/.tmp/load-${options.port}.db`;
  try {
    const server = await startServer({
      port: options.port,
      sqlitePath,
      env: {
        SPA_DIR: spaDir,
        // Measured as deployed: no development stand-ins, a secret of its own.
        DEV_STAND_INS: 'off',
        JWT_SECRET: secret,
        // Behind one load balancer, which appends the shopper's address (see the file's comment).
        TRUST_PROXY: '1',
        ...(postgres ? { DATABASE_URL: postgres.url, SEED_ON_START: 'true' } : {}),
      },
    });
    try {
      // The bench's own connection adds the signed-in members and reads the catalogue's words.
      const database = await openDatabase(postgres ? { url: postgres.url } : { sqlitePath });
      let tokens: string[];
      let queries: string[];
      try {
        tokens = await signedInMembers(database.db, secret, MEMBERS);
        queries = await catalogueQueries(database.db);
        // SQLite: the server's connection plans with fresh statistics, as a long-running one would.
        if (!postgres) await sql`pragma optimize`.execute(database.db);
      } finally {
        await database.close();
      }
      const draws = zipfSequence(queries, DRAWS);
      const popular = (await (await fetch(`${server.baseUrl}${POPULAR_PATH}`)).json()) as {
        posts: { postId: number; type: string }[];
      };
      const postIds = popular.posts
        .filter((post) => post.type !== 'qna')
        .slice(0, POSTS)
        .map((post) => post.postId);
      if (postIds.length === 0) throw new Error('the seeded community has no 오늘의 식탁 posts');

      const rotations: Record<Measured | 'healthz', Rotation> = {
        healthz: { path: '/healthz', paths: ['/healthz'] },
        deals: { path: DEALS_PATH, paths: [DEALS_PATH] },
        search: {
          path: `${SEARCH_PATH}?keyword=…`,
          paths: draws.map((query) => `${SEARCH_PATH}?keyword=${encodeURIComponent(query)}`),
        },
        popular: { path: POPULAR_PATH, paths: [POPULAR_PATH] },
        board: { path: BOARD_PATH, paths: [BOARD_PATH] },
        post: { path: `${POST_PATH}/:id`, paths: postIds.map((id) => `${POST_PATH}/${id}`) },
        summary: { path: SUMMARY_PATH, paths: [SUMMARY_PATH], tokens },
      };
      const order: (Measured | 'healthz')[] = [
        'healthz',
        ...(Object.keys(LOAD_BUDGETS) as Measured[]).filter(
          (key) => !options.endpoints || options.endpoints.includes(key),
        ),
      ];
      const loadAverageStart = round2(loadavg()[0] ?? 0);
      // Warm-up, untimed: JIT, statement caches and the server's own caches, as in service.
      console.log(`bench: load on ${options.dialect}, warming up each endpoint for 2 s …`);
      for (const key of order) await measure(server.baseUrl, rotations[key], 2, connections);
      // The endpoints take turns in slices, so whatever else this shared machine does falls on all alike.
      const tallies = new Map(
        order.map((key) => [key, { requests: 0, seconds: 0, latencies: [], errors: 0, non2xx: 0 } as Tally]),
      );
      const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS));
      for (let slice = 1; slice <= slices; slice += 1) {
        console.log(
          `bench: load on ${options.dialect}, ${connections} connections, slice ${slice} of ${slices} (${seconds / slices} s per endpoint) …`,
        );
        for (const key of order)
          await measure(server.baseUrl, rotations[key], seconds / slices, connections, tallies.get(key));
      }
      const loadAverageEnd = round2(loadavg()[0] ?? 0);
      const rate = (tally: Tally) => tally.requests / tally.seconds;
      const healthz = rate(tallies.get('healthz')!);
      const runs = order.map((key): LoadRun => {
        const tally = tallies.get(key)!;
        const sorted = tally.latencies.sort((a, b) => a - b);
        const run: LoadRun = {
          key,
          label: LABELS[key],
          path: rotations[key].path,
          requestsPerSecond: Math.round(rate(tally)),
          p50Ms: percentileMs(sorted, 50),
          p99Ms: percentileMs(sorted, 99),
          errors: tally.errors,
          non2xx: tally.non2xx,
        };
        return key === 'healthz'
          ? run
          : { ...run, share: round2(rate(tally) / healthz), budget: LOAD_BUDGETS[key] };
      });
      return {
        dialect: options.dialect,
        connections,
        seconds,
        slices,
        loadAverageStart,
        loadAverageEnd,
        cores: cpus().length,
        runs,
        queries: { distinct: queries.length, draws: draws.length, top: queries.slice(0, 5) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.drop();
  }
}

export function loadMarkdown(figures: LoadFigures[]): string[] {
  const lines: string[] = [];
  const first = figures[0];
  if (!first) return lines;
  lines.push(
    `## Server reads under load (autocannon, ${first.connections} connections, ${first.seconds} s each, loopback, production build)`,
    '',
    `Share = the endpoint's req/s over \`/healthz\`'s in the same run; the endpoints take turns in slices of ${first.seconds / first.slices} s, so the machine's other work falls on all alike. Search walks ${first.queries.draws.toLocaleString('en')} draws from ${first.queries.distinct.toLocaleString('en')} catalogue queries, Zipf-like (most drawn: ${first.queries.top.join(', ')}); the post detail rotates ${POSTS} posts; the star summary rotates ${MEMBERS} signed-in members; the community calls are a guest's. Each request comes from one of ${CLIENT_ADDRESSES.toLocaleString('en')} simulated shoppers behind one load balancer (TRUST_PROXY=1), so the production rate limits apply unchanged.`,
    '',
  );
  for (const f of figures) {
    const failures = f.runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
    const under = f.runs.filter((run) => run.key !== 'healthz' && (run.share ?? 0) < (run.budget ?? 0));
    lines.push(
      `### ${f.dialect === 'sqlite' ? 'SQLite (embedded default)' : 'PostgreSQL'}`,
      '',
      '| endpoint | req/s | p50 | p99 | errors | non-2xx | share of healthz | budget |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...f.runs.map((run) =>
        run.key === 'healthz'
          ? `| ${run.label} | ${run.requestsPerSecond} | ${run.p50Ms} ms | ${run.p99Ms} ms | ${run.errors} | ${run.non2xx} | 1.00 | |`
          : `| ${run.label} | ${run.requestsPerSecond} | ${run.p50Ms} ms | ${run.p99Ms} ms | ${run.errors} | ${run.non2xx} | ${run.share?.toFixed(2)} | ≥ ${run.budget?.toFixed(1)} ${(run.share ?? 0) >= (run.budget ?? 0) ? '✅' : '❌'} |`,
      ),
      '',
      `Errors and non-2xx over every run: ${failures} (budget 0: ${failures === 0 ? '✅' : '❌'}). Load average ${f.loadAverageStart} at the start, ${f.loadAverageEnd} at the end, on ${f.cores} cores.`,
      '',
      under.length === 0
        ? 'Every endpoint within its budget.'
        : `Under budget: ${under.map((run) => `${run.label} ${run.share?.toFixed(2)}`).join(', ')} (docs/performance.md, "Server reads", says why).`,
      '',
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) =>
    process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dialects = (arg('dialect')?.split(',') ?? ['sqlite', 'postgres']) as Dialect[];
  const figures: LoadFigures[] = [];
  for (const dialect of dialects) {
    figures.push(
      await runLoadBench({
        dialect,
        port: Number(process.env.BENCH_PORT ?? 4182),
        spaDir: process.env.SPA_DIR ?? 'dist/client',
        seconds: Number(arg('seconds') ?? 20),
        connections: Number(arg('connections') ?? 50),
        ...(arg('endpoints') ? { endpoints: arg('endpoints')?.split(',') as Measured[] } : {}),
      }),
    );
  }
  console.log(loadMarkdown(figures).join('\n'));
}
