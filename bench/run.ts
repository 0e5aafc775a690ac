/**
 * `npm run bench`: builds the SPA (into `SPA_DIR`, default dist/client, with Vite's manifest), serves it
 * from the real server on a fresh embedded database, and writes bench/report.md and bench/report.json.
 * Budgets are shown next to each figure; nothing here fails on time.
 * `--skip-build`, `--only=bundle,routes,lighthouse,load,soak,search,points,community,photos,alerts,inp` narrow a run (`routes`, each
 * route's own chunks, reads the build's `.vite/manifest.json` and needs no server), and
 * `--soak-seconds=N` shortens the soak (60 s); the load section measures the server's reads at 50
 * connections on SQLite and on PostgreSQL, 20 s per endpoint (`--load-seconds=N`); the search section imports generated products through
 * the import's bulk path, 100,000 into SQLite and 1,000,000 into PostgreSQL (`--products=N` for both,
 * `--sqlite-products=N` and `--postgres-products=N` for one); the points section times the star summary and
 * history for a member with 10,000 ledger rows on both, `--points-runs=N` times (3, to show the
 * spread a shared machine gives the p95); the community section times the popular and board lists
 * over 1,000,000 posts on both (`--community-posts=N` to change); the photos section uploads a 3000x4000
 * phone JPEG through the app on the embedded SQLite default (`--photo-uploads=N`, 24); the alerts section
 * times the restock webhook and the fan-out job with 100,000 members waiting on both
 * (`--alert-subscribers=N`); the inp section times four taps and a typed word in Chromium with its CPU
 * slowed 4x on a server of its own (`--inp-runs=N`, 3; `--inp-only=heart,search,...` for some of them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../server/db/database.ts';
import { startServer } from '../tests/support/server-process.ts';
import { type AlertsBenchFigures, alertsMarkdown, runAlertsBench } from './alerts.ts';
import {
  type FirstLoad,
  firstLoadMarkdown,
  measureFirstLoad,
  measureRouteChunks,
  type RouteChunks,
  routeChunksMarkdown,
} from './bundle.ts';
import { type CommunityBenchFigures, communityMarkdown, runCommunityBench } from './community.ts';
import { type InpBenchFigures, inpMarkdown, runInpBench } from './inp.ts';
import { type LighthouseFigures, lighthouseMarkdown, runKeyRoutes } from './lighthouse.ts';
import { type LoadFigures, loadMarkdown, runLoadBench, signedInMembers } from './load.ts';
import { type PhotosBenchFigures, photosMarkdown, runPhotosBench } from './photos.ts';
import { type PointsBenchFigures, pointsMarkdown, runPointsBench } from './points.ts';
import { runSearchBench, SEARCH_BUDGETS_MS, type SearchBenchFigures, searchBenchProducts } from './search.ts';
import { runSoak, type SoakFigures, soakMarkdown } from './soak.ts';

const args = process.argv.slice(2);
const onlyArg = args.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : undefined;
const wanted = (name: string) => !only || only.includes(name);

interface Report {
  date: string;
  machine: string;
  /** When each section's figures were measured (a narrowed run keeps the last report's other sections). */
  measured: Record<string, string>;
  firstLoad?: FirstLoad;
  routeChunks?: RouteChunks;
  lighthouse?: LighthouseFigures[];
  load?: LoadFigures[];
  soak?: SoakFigures;
  search?: SearchBenchFigures[];
  points?: PointsBenchFigures[];
  community?: CommunityBenchFigures[];
  photos?: PhotosBenchFigures;
  alerts?: AlertsBenchFigures[];
  inp?: InpBenchFigures;
}

const verdict = (ok: boolean) => (ok ? '✅ within budget' : '❌ over budget');

/** The build the bench measures and serves; another directory keeps a shared checkout's dist/ alone. */
const spaDir = process.env.SPA_DIR || 'dist/client';
if (!args.includes('--skip-build')) {
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', spaDir, '--emptyOutDir', '--manifest'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

/** Each `--only=` name and the report section it fills. */
const sections = {
  bundle: 'firstLoad',
  routes: 'routeChunks',
  lighthouse: 'lighthouse',
  load: 'load',
  soak: 'soak',
  search: 'search',
  points: 'points',
  community: 'community',
  photos: 'photos',
  alerts: 'alerts',
  inp: 'inp',
} as const;
/** The last report: a narrowed run keeps the sections it does not measure, each with its date. */
const previous: Report | undefined =
  only && existsSync('bench/report.json')
    ? (JSON.parse(readFileSync('bench/report.json', 'utf8')) as Report)
    : undefined;
const report: Report = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
  measured: {},
};
for (const [name, key] of Object.entries(sections)) {
  if (wanted(name) || !previous?.[key]) continue;
  Object.assign(report, { [key]: previous[key] });
  report.measured[key] = previous.measured?.[key] ?? previous.date;
}

const benchPort = Number(process.env.BENCH_PORT ?? 4180);
// The search and points sections call the services on databases of their own: no server for them alone.
// The load section starts servers of its own, one per database.
const needsServer = ['bundle', 'lighthouse', 'soak'].some(wanted);
const benchSqlitePath = `bench/.tmp/bench-${benchPort}.db`;
const benchJwtSecret = `bench-${benchPort}-${Date.now()}-secret-at-least-32-characters`;
const server = needsServer
  ? await startServer({
      port: benchPort,
      sqlitePath: benchSqlitePath,
      // Measured as deployed: no development stand-ins (production itself would refuse the demo data
      // the measurements need), and a secret of its own.
      env: {
        SPA_DIR: spaDir,
        DEV_STAND_INS: 'off',
        JWT_SECRET: benchJwtSecret,
        // The soak sends all its searches from one loopback client: the per-client limit would answer 429.
        SEARCH_RATE_LIMIT: '100000',
      },
    })
  : undefined;
const live = () => {
  if (!server) throw new Error('bench: this section needs the server');
  return server;
};
try {
  if (wanted('bundle')) {
    console.log('bench: first-load bundle of / (network idle + 6 s) …');
    report.firstLoad = await measureFirstLoad(live().baseUrl, '/');
  }
  if (wanted('routes')) {
    console.log(`bench: route chunks of ${spaDir} …`);
    try {
      report.routeChunks = measureRouteChunks(spaDir);
    } catch (error) {
      console.warn(`bench: route chunks skipped: ${(error as Error).message}`);
    }
  }
  if (wanted('lighthouse')) {
    // My page signed in: a member with a live session in the server's own database, signed with its secret
    // (the stand-ins are off, so no identity provider to sign in through), as the load section does.
    const database = await openDatabase({ sqlitePath: benchSqlitePath });
    let accessToken: string | undefined;
    try {
      [accessToken] = await signedInMembers(database.db, benchJwtSecret, 1);
    } finally {
      await database.close();
    }
    if (!accessToken) throw new Error('bench: no member to sign in');
    report.lighthouse = await runKeyRoutes(live().baseUrl, {
      accessToken,
      refreshToken: 'bench-refresh-token-unused',
      device: 'w-bench-lighthouse',
    });
  }
  if (wanted('soak')) {
    const soakArg = args.find((arg) => arg.startsWith('--soak-seconds='));
    const seconds = soakArg ? Number(soakArg.slice('--soak-seconds='.length)) : 60;
    console.log(`bench: soak, deals and search at half of peak for ${seconds} s …`);
    report.soak = await runSoak(live().baseUrl, live().pid, { seconds });
  }
} finally {
  await server?.stop();
}

if (wanted('inp')) {
  const runsArg = args.find((arg) => arg.startsWith('--inp-runs='));
  const inpOnlyArg = args.find((arg) => arg.startsWith('--inp-only='));
  console.log('bench: interactions (INP) in Chromium, CPU slowed 4× …');
  try {
    report.inp = await runInpBench({
      spaDir,
      port: benchPort,
      runs: runsArg ? Number(runsArg.slice('--inp-runs='.length)) : 3,
      only: inpOnlyArg?.slice('--inp-only='.length).split(','),
    });
  } catch (error) {
    console.warn(`bench: interactions skipped: ${(error as Error).message}`);
  }
}

if (wanted('load')) {
  // Each database on a server of its own (BENCH_PORT + 1), after the shared one has stopped.
  const secondsArg = args.find((arg) => arg.startsWith('--load-seconds='));
  const seconds = secondsArg ? Number(secondsArg.slice('--load-seconds='.length)) : 20;
  report.load = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    try {
      report.load.push(await runLoadBench({ dialect, port: benchPort + 1, spaDir, seconds }));
    } catch (error) {
      console.warn(`bench: server reads under load on ${dialect} skipped: ${(error as Error).message}`);
    }
  }
}

if (wanted('search')) {
  const products = searchBenchProducts(args);
  report.search = [];
  // One fresh seed for both databases, so their recall is of the same never-seen set.
  const freshSeed = Date.now() % 1_000_000;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    console.log(`bench: search on ${dialect}, ${products[dialect]} products …`);
    try {
      report.search.push(await runSearchBench({ dialect, products: products[dialect], freshSeed }));
    } catch (error) {
      console.warn(`bench: search on ${dialect} skipped: ${(error as Error).message}`);
    }
  }
}

if (wanted('alerts')) {
  const subscribersArg = args.find((arg) => arg.startsWith('--alert-subscribers='));
  const subscribers = subscribersArg ? Number(subscribersArg.slice('--alert-subscribers='.length)) : 100_000;
  report.alerts = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    console.log(`bench: product alerts on ${dialect}, ${subscribers.toLocaleString('en')} subscribers …`);
    try {
      report.alerts.push(await runAlertsBench({ dialect, subscribers }));
    } catch (error) {
      console.warn(`bench: product alerts on ${dialect} skipped: ${(error as Error).message}`);
    }
  }
}
if (wanted('points')) {
  // Several runs show the spread a shared machine gives the p95 (--points-runs=N, default 3).
  const runsArg = args.find((arg) => arg.startsWith('--points-runs='));
  const runs = runsArg ? Number(runsArg.slice('--points-runs='.length)) : 3;
  report.points = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      console.log(`bench: star ledger on ${dialect}, 10,000 rows, run ${run} of ${runs} …`);
      try {
        report.points.push(await runPointsBench({ dialect }));
      } catch (error) {
        console.warn(`bench: star ledger on ${dialect} skipped: ${(error as Error).message}`);
      }
    }
  }
}

if (wanted('community')) {
  const postsArg = args.find((arg) => arg.startsWith('--community-posts='));
  const posts = postsArg ? Number(postsArg.slice('--community-posts='.length)) : 1_000_000;
  report.community = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    console.log(`bench: community lists on ${dialect}, ${posts} posts …`);
    try {
      report.community.push(await runCommunityBench({ dialect, posts }));
    } catch (error) {
      console.warn(`bench: community lists on ${dialect} skipped: ${(error as Error).message}`);
    }
  }
}

if (wanted('photos')) {
  const uploadsArg = args.find((arg) => arg.startsWith('--photo-uploads='));
  const uploads = uploadsArg ? Number(uploadsArg.slice('--photo-uploads='.length)) : 24;
  console.log(`bench: photo uploads, ${uploads} phone JPEGs through the app on SQLite …`);
  try {
    report.photos = await runPhotosBench({ uploads });
  } catch (error) {
    console.warn(`bench: photo uploads skipped: ${(error as Error).message}`);
  }
}

for (const [name, key] of Object.entries(sections))
  if (wanted(name) && report[key]) report.measured[key] = report.date;
const kept = Object.entries(report.measured).filter(([, date]) => date !== report.date);
const lines: string[] = [
  '# Benchmark report',
  '',
  `Run ${report.date} on ${report.machine}. Made by \`npm run bench\`; figures, not test assertions.`,
  ...(kept.length
    ? [
        '',
        `Kept from earlier runs (this run was narrowed with \`--only\`): ${kept.map(([section, date]) => `${section} ${date}`).join(', ')}.`,
      ]
    : []),
  '',
];
if (report.firstLoad) lines.push(...firstLoadMarkdown(report.firstLoad));
if (report.routeChunks) lines.push(...routeChunksMarkdown(report.routeChunks));
if (report.lighthouse) lines.push(...lighthouseMarkdown(report.lighthouse));
if (report.load?.length) lines.push(...loadMarkdown(report.load));
if (report.soak) lines.push(...soakMarkdown(report.soak));
if (report.inp) lines.push(...inpMarkdown(report.inp));
if (report.search?.length) {
  lines.push(
    '## Korean search (server-side, quality-suite queries, every typed prefix for autocomplete)',
    '',
    '| database | products | search p50 | search p95 | budget | autocomplete p50 | autocomplete p95 | budget | load average |',
    '|---|---:|---:|---:|---|---:|---:|---|---:|',
    ...report.search.map((f) => {
      const budget = f.dialect === 'sqlite' ? SEARCH_BUDGETS_MS.sqlite : SEARCH_BUDGETS_MS.postgres;
      return `| ${f.dialect} | ${f.products.toLocaleString('en')} | ${f.p50} ms | ${f.p95} ms | ≤ ${budget} ms ${verdict(f.p95 <= budget)} | ${f.autocompleteP50} ms | ${f.autocompleteP95} ms | ≤ ${SEARCH_BUDGETS_MS.autocomplete} ms ${verdict(f.autocompleteP95 <= SEARCH_BUDGETS_MS.autocomplete)} | ${f.loadAverage ?? '–'} on ${f.cores ?? '–'} cores |`;
    }),
    '',
  );
}
const searchQuality = report.search?.filter((f) => f.quality) ?? [];
if (searchQuality.length > 0) {
  const kinds = searchQuality[0]?.quality?.byKind.map((k) => k.kind) ?? [];
  // Each database's figures on the fixed seed (the one the tests hold) and on a fresh one.
  const columns = searchQuality.flatMap((f) => [
    { label: `${f.dialect}, fixed seed`, quality: f.quality },
    ...(f.freshQuality
      ? [{ label: `${f.dialect}, fresh seed ${f.freshQuality.seed}`, quality: f.freshQuality }]
      : []),
  ]);
  lines.push(
    '## Korean search quality (generated catalogue of 3,000 products, labelled queries: bench/search-quality/)',
    '',
    `Typo/synonym/loanword queries on the large catalogue (every reading tried): ${searchQuality.map((f) => `${f.dialect} p50 ${f.fallbackP50} ms, p95 ${f.fallbackP95} ms`).join('; ')}.`,
    '',
    'Recall@10 (silent empty answers) per kind: on the fixed seed the engine was tuned and tested on, and on a fresh seed drawn for this run, a catalogue and query set nobody has looked at (the figure to report; docs/search.md says what it does and does not prove).',
    '',
    `| kind | ${columns.map((c) => c.label).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...kinds.map(
      (kind) =>
        `| ${kind} | ${columns
          .map(({ quality }) => {
            const k = quality?.byKind.find((entry) => entry.kind === kind);
            return k ? `${k.recall.toFixed(3)} (${k.silentEmpty})` : '';
          })
          .join(' | ')} |`,
    ),
    `| all | ${columns.map(({ quality }) => `${quality?.recall.toFixed(3)} (${quality?.silentEmpty})`).join(' | ')} |`,
    '',
  );
}
if (report.points?.length) lines.push(...pointsMarkdown(report.points));
if (report.alerts?.length) lines.push(...alertsMarkdown(report.alerts));
if (report.community?.length) lines.push(...communityMarkdown(report.community));
if (report.photos) lines.push(...photosMarkdown([report.photos]));
writeFileSync('bench/report.md', `${lines.join('\n')}\n`);
writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(lines.join('\n'));
