/**
 * Community list benchmark: 1,000,000 posts (by default) over the last year (오늘의 식탁, questions, some
 * votes with options) by 5,000 members, with stored counts and popularity as the API keeps them, written
 * straight into the tables in bulk (bulkInsert). Times, server-side (performance.now() around the service call, no HTTP), the popular
 * list (GET /dashboard/list, across types and for one type) and the board list (GET /dashboard, newest
 * first over every day, and one day by popularity), first pages and the pages their cursors lead to,
 * for a signed-in viewer (so likes and clippings are looked up too). Budget: p95 <= 15 ms on SQLite and
 * on PostgreSQL. Figures, never a test assertion.
 *
 *   node --import tsx bench/community.ts [--dialect=sqlite|postgres] [--posts=1000000] [--explain]
 *
 * `--explain` prints the plan of every read a page makes (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY
 * PLAN on SQLite), to see that each list is an index walk, not a sort of the board.
 */
import { cpus } from 'node:os';
import { CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import { popularityScore } from '#contract/rules/community-rules.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';

import type { Dialect } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

import type { DB } from '../server/db/schema.ts';
import type { PostType } from '../server/db/schema-community.ts';
import {
  boardPosts,
  type PostsContext,
  popularPosts,
} from '../server/modules/community/posts/posts.service.ts';

import { searchColumns } from '../server/modules/community/search/search.columns.ts';

import { createRandom } from '../server/shared/prng.ts';

import { openFreshDatabase, timeRounds } from './service-bench.ts';

export const COMMUNITY_BUDGET_MS = 15;

export interface CommunityBenchFigures {
  dialect: Dialect;
  posts: number;
  calls: number;
  popularP50: number;
  popularP95: number;
  boardP50: number;
  boardP95: number;
  buildSeconds: number;
  loadAverage: number;
  cores: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERS = 5_000;
const BATCH = 500;

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
    const explain = dialect === 'postgres' ? 'explain (analyze, costs off)' : 'explain query plan';
    const plan = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    console.log(`\n${query.sql}`);
    for (const row of plan.rows) console.log(`  ${String(row['QUERY PLAN'] ?? row.detail)}`);
  }
}

/** The post columns the bench writes, in this order, with their PostgreSQL types (for unnest). */
const POST_INSERT_COLUMNS = [
  ['post_id', 'int'],
  ['type', 'text'],
  ['member_id', 'int'],
  ['title', 'text'],
  ['body', 'text'],
  ['search_text', 'text'],
  ['search_choseong', 'text'],
  ['status', 'text'],
  ['board_date', 'text'],
  ['created_at', 'text'],
  ['like_count', 'int'],
  ['clip_count', 'int'],
  ['reply_count', 'int'],
  ['view_count', 'int'],
  ['popularity', 'float8'],
  ['accepted_reply_id', 'int'],
  ['closes_at', 'text'],
] as const;
type PostValues = unknown[];

/**
 * Inserts rows of `columns` as few statements as the database takes: on PostgreSQL one
 * `insert … select * from unnest($1::int[], …)` per POST_CHUNK rows (one parameter per column, so
 * no limit on parameters), on SQLite one multi-row VALUES per SQLITE_CHUNK rows (its limit is 32,766
 * parameters), both written as SQL text here so each chunk is one statement whatever its size.
 */
async function bulkInsert(
  db: Kysely<DB>,
  dialect: Dialect,
  table: string,
  columns: readonly (readonly [string, string])[],
  rows: PostValues[],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  if (dialect === 'postgres') {
    const arrays = columns.map((_, index) => rows.map((row) => row[index]));
    const casts = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
    await db.executeQuery(
      CompiledQuery.raw(`insert into ${table} (${names}) select * from unnest(${casts})`, arrays),
    );
    return;
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  await db.executeQuery(
    CompiledQuery.raw(
      `insert into ${table} (${names}) values ${rows.map(() => tuple).join(', ')}`,
      rows.flat(),
    ),
  );
}

const POST_CHUNK = 20_000;
const SQLITE_CHUNK = 1_500;

async function build(db: Kysely<DB>, dialect: Dialect, posts: number, now: Date): Promise<number> {
  const random = createRandom(20_261_121);
  const at = now.toISOString();
  const chunk = dialect === 'postgres' ? POST_CHUNK : SQLITE_CHUNK;
  await db.transaction().execute(async (trx) => {
    for (let start = 1; start <= MEMBERS; start += BATCH) {
      const rows = [];
      for (let id = start; id < start + BATCH && id <= MEMBERS; id += 1) {
        rows.push({
          member_id: id,
          channel_type: 1001,
          provider_subject: `bench-community-${id}`,
          email: null,
          nickname: `이웃${id}`,
          name: null,
          gender: null,
          birth_year: null,
          mobile: null,
          created_at: at,
          updated_at: at,
        });
      }
      await trx.insertInto('member').values(rows).execute();
    }
    const bodies = [
      '오늘 저녁은 냉이 된장국',
      '딸기 타르트 구웠어요',
      '참외 고르는 법 알려 주세요',
      '김장 끝!',
    ];
    let rows: PostValues[] = [];
    let options: PostValues[] = [];
    const flush = async () => {
      if (rows.length > 0) await bulkInsert(trx, dialect, 'community_post', POST_INSERT_COLUMNS, rows);
      if (options.length > 0) {
        const optionColumns = [
          ['post_id', 'int'],
          ['position', 'int'],
          ['text', 'text'],
        ] as const;
        await bulkInsert(trx, dialect, 'community_survey_option', optionColumns, options);
      }
      rows = [];
      options = [];
    };
    for (let id = 1; id <= posts; id += 1) {
      const roll = random.next();
      const type: PostType = roll < 0.02 ? 'survey' : roll < 0.22 ? 'qna' : 'dashboard';
      const created = new Date(now.getTime() - random.next() * 365 * DAY_MS);
      const counts = {
        likeCount: Math.floor(random.next() ** 3 * 200),
        clipCount: Math.floor(random.next() ** 4 * 40),
        replyCount: Math.floor(random.next() ** 3 * 30),
        viewCount: Math.floor(random.next() ** 2 * 3_000),
      };
      const title = type === 'dashboard' ? null : `질문과 투표 ${id}`;
      const body = `${random.pick(bodies)} ${id}`;
      const search = searchColumns(title, body);
      rows.push([
        id,
        type,
        random.int(1, MEMBERS),
        title,
        body,
        search.search_text,
        search.search_choseong,
        random.chance(0.01) ? 'deleted' : 'visible',
        seoulDate(created),
        created.toISOString(),
        counts.likeCount,
        counts.clipCount,
        counts.replyCount,
        counts.viewCount,
        popularityScore(counts, created),
        type === 'qna' && random.chance(0.5) ? 1 : null,
        type === 'survey' ? new Date(created.getTime() + 7 * DAY_MS).toISOString() : null,
      ]);
      if (type === 'survey') {
        for (const position of [0, 1, 2]) options.push([id, position, `선택지 ${position + 1}`]);
      }
      if (rows.length >= chunk) await flush();
    }
    await flush();
    // The viewer likes and clips some recent posts, so those lookups find rows.
    const reactions = [];
    for (let n = 0; n < 2_000; n += 1) {
      reactions.push({ kind: 'post-like' as const, target_id: posts - n * 7, member_id: 1, created_at: at });
      if (n % 3 === 0)
        reactions.push({
          kind: 'post-clip' as const,
          target_id: posts - n * 7,
          member_id: 1,
          created_at: at,
        });
    }
    for (let i = 0; i < reactions.length; i += BATCH) {
      await trx
        .insertInto('community_reaction')
        .values(reactions.slice(i, i + BATCH))
        .execute();
    }
  });
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('community_post', 'post_id'), ${posts})`.execute(db);
    for (const table of ['community_post', 'community_reaction', 'community_survey_option', 'member']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  } else {
    await sql`analyze`.execute(db);
  }
  const row = await db
    .selectFrom('community_post')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function runCommunityBench(options: {
  dialect: Dialect;
  posts?: number;
  rounds?: number;
  pgUrl?: string;
  explain?: boolean;
}): Promise<CommunityBenchFigures> {
  const posts = options.posts ?? 1_000_000;
  const rounds = options.rounds ?? 200;
  const { database, cleanup } = await openFreshDatabase(options.dialect, 'community', options.pgUrl);
  try {
    const db = database.db;
    await migrateToLatest(db);
    const now = new Date();
    const started = performance.now();
    const count = await build(db, options.dialect, posts, now);
    const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
    const ctx = (on: Kysely<DB>): PostsContext => ({
      db: on,
      now,
      shopBaseUrl: 'https://shop.example',
      webOrigin: 'https://www.example',
    });
    const viewer = 1;
    const someDay = seoulDate(new Date(now.getTime() - 3 * DAY_MS));

    // Cursors of the first pages, so later rounds time page 2 and 3 as well as page 1.
    const cursors = async (fetch: (cursor?: string) => Promise<{ nextCursor: string | null }>) => {
      const list: (string | undefined)[] = [undefined];
      for (let page = 0; page < 2; page += 1) {
        const next = (await fetch(list[list.length - 1])).nextCursor;
        if (!next) break;
        list.push(next);
      }
      return list;
    };
    const popularCursors = await cursors((cursor) => popularPosts(ctx(db), viewer, { size: 20, cursor }));
    const typedCursors = await cursors((cursor) =>
      popularPosts(ctx(db), viewer, { size: 20, cursor, type: 'dashboard' }),
    );
    const boardCursors = await cursors((cursor) =>
      boardPosts(ctx(db), viewer, { type: 'dashboard', sort: 'latest', size: 20, cursor }),
    );
    const dayCursors = await cursors((cursor) =>
      boardPosts(ctx(db), viewer, { type: 'dashboard', sort: 'popular', date: someDay, size: 20, cursor }),
    );
    const pick = (list: (string | undefined)[], round: number) => list[round % list.length];

    if (options.explain) {
      await explainQueries(db, options.dialect, 'popular, every type, page 2', (on) =>
        popularPosts(ctx(on), viewer, { size: 20, cursor: pick(popularCursors, 1) }),
      );
      await explainQueries(db, options.dialect, 'popular, 오늘의 식탁', (on) =>
        popularPosts(ctx(on), viewer, { size: 20, type: 'dashboard' }),
      );
      await explainQueries(db, options.dialect, 'board, newest first, page 2', (on) =>
        boardPosts(ctx(on), viewer, {
          type: 'dashboard',
          sort: 'latest',
          size: 20,
          cursor: pick(boardCursors, 1),
        }),
      );
      await explainQueries(db, options.dialect, `board of ${someDay}, popular`, (on) =>
        boardPosts(ctx(on), viewer, { type: 'dashboard', sort: 'popular', date: someDay, size: 20 }),
      );
    }

    const { timings, loadAverage } = await timeRounds(
      {
        popular: [
          (round) => popularPosts(ctx(db), viewer, { size: 20, cursor: pick(popularCursors, round) }),
          (round) =>
            popularPosts(ctx(db), viewer, { size: 20, type: 'dashboard', cursor: pick(typedCursors, round) }),
        ],
        board: [
          (round) =>
            boardPosts(ctx(db), viewer, {
              type: 'dashboard',
              sort: 'latest',
              size: 20,
              cursor: pick(boardCursors, round),
            }),
          (round) =>
            boardPosts(ctx(db), viewer, {
              type: 'dashboard',
              sort: 'popular',
              date: someDay,
              size: 20,
              cursor: pick(dayCursors, round),
            }),
        ],
      },
      { warmUp: 20, rounds },
    );
    return {
      dialect: options.dialect,
      posts: count,
      calls: timings.popular.calls,
      popularP50: timings.popular.p50,
      popularP95: timings.popular.p95,
      boardP50: timings.board.p50,
      boardP95: timings.board.p95,
      buildSeconds,
      loadAverage,
      cores: cpus().length,
    };
  } finally {
    await cleanup();
  }
}

export function communityMarkdown(figures: CommunityBenchFigures[]): string[] {
  const verdict = (value: number) => (value <= COMMUNITY_BUDGET_MS ? '✅ within budget' : '❌ over budget');
  return [
    `## Community lists (server-side, ${(figures[0]?.posts ?? 0).toLocaleString('en')} posts)`,
    '',
    '| database | posts | written in | calls | popular p50 | popular p95 | board p50 | board p95 | budget | load average |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---:|',
    ...figures.map(
      (f) =>
        `| ${f.dialect} | ${f.posts.toLocaleString('en')} | ${f.buildSeconds} s | ${f.calls} | ${f.popularP50} ms | ${f.popularP95} ms | ${f.boardP50} ms | ${f.boardP95} ms | ≤ ${COMMUNITY_BUDGET_MS} ms ${verdict(Math.max(f.popularP95, f.boardP95))} | ${f.loadAverage} on ${f.cores} cores |`,
    ),
    '',
    'Popular = `GET /api/v1/community/dashboard/list` (every type, and 오늘의 식탁 only), board = `GET /api/v1/community/dashboard` (newest first over every day, and one day by popularity); pages 1 to 3 by cursor, 20 posts each, shaped for a signed-in viewer (authors and levels, likes, clippings, photos, votes). `node --import tsx bench/community.ts --explain` prints every plan.',
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const dialects = (arg('dialect') ?? 'sqlite,postgres').split(',') as Dialect[];
  const posts = Number(arg('posts') ?? 1_000_000);
  const explain = process.argv.includes('--explain');
  const figures: CommunityBenchFigures[] = [];
  for (const dialect of dialects) figures.push(await runCommunityBench({ dialect, posts, explain }));
  console.log(communityMarkdown(figures).join('\n'));
}
