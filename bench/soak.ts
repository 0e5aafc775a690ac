/**
 * Soak: the home deal list and search, interleaved, for 60 s at half of the peak rate this machine
 * reaches on the same mix, with the server's resident memory sampled every 5 s. After warm-up (the
 * peak measurement plus the first 10 s of the soak) memory should stay flat and no request should fail.
 * Figures, never a test assertion.
 *
 *   node --import tsx bench/soak.ts [--seconds=60]   (own server on a fresh embedded database)
 *
 * `npm run bench` runs it as its `soak` section against the benchmark's server.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const DEALS = '/api/v1/display/deal/recommendation';
const KEYWORDS = ['사과', '한우', '고등어', '블루베리', '김치', '감귤', '오징어', '쌀'];

/** Deals and search alternately, each search with another keyword. */
export const SOAK_PATHS = KEYWORDS.flatMap((keyword) => [
  DEALS,
  `/api/v1/search?keyword=${encodeURIComponent(keyword)}`,
]);

/** Memory growth from the end of warm-up to the end of the soak that still counts as flat (GC noise). */
export const SOAK_RSS_GROWTH_BUDGET = 0.1;

export interface SoakFigures {
  seconds: number;
  warmupSeconds: number;
  /** Requests per second on the mix with no limit (10 connections), measured just before. */
  peakRequestsPerSecond: number;
  /** The soak's target, half of the peak. */
  targetRequestsPerSecond: number;
  requestsPerSecond: number;
  requests: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers: all should be 0. */
  errors: number;
  timeouts: number;
  non2xx: number;
  rssBeforeWarmupMb: number;
  /** At the end of warm-up, and at the end of the soak. */
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  rssGrowth: number;
  samples: { second: number; rssMb: number }[];
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Resident memory of a process, from /proc on Linux, else from ps. */
export function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // not Linux: ask ps
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

function load(baseUrl: string, seconds: number, overallRate?: number) {
  return autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    pipelining: 1,
    requests: SOAK_PATHS.map((path) => ({ method: 'GET' as const, path })),
    ...(overallRate ? { overallRate } : {}),
  });
}

export async function runSoak(
  baseUrl: string,
  pid: number,
  options: { seconds?: number; warmupSeconds?: number; peakSeconds?: number } = {},
): Promise<SoakFigures> {
  const seconds = options.seconds ?? 60;
  const warmupSeconds = Math.min(options.warmupSeconds ?? 10, Math.floor(seconds / 2));
  const rssBeforeWarmup = rssBytes(pid);
  const peak = await load(baseUrl, options.peakSeconds ?? 5);
  const peakRequestsPerSecond = Math.round(peak.requests.average);
  const target = Math.max(1, Math.floor(peakRequestsPerSecond / 2));

  const samples: { second: number; rssMb: number }[] = [];
  const started = performance.now();
  const sample = () => {
    samples.push({ second: Math.round((performance.now() - started) / 1000), rssMb: mb(rssBytes(pid)) });
  };
  sample();
  let rssStart = 0;
  const warmedUp = setTimeout(() => {
    rssStart = rssBytes(pid);
  }, warmupSeconds * 1000);
  const sampler = setInterval(sample, 5_000);
  const result = await load(baseUrl, seconds, target);
  clearInterval(sampler);
  clearTimeout(warmedUp);
  const rssEnd = rssBytes(pid);
  if (samples.at(-1)?.second !== seconds) samples.push({ second: seconds, rssMb: mb(rssEnd) });
  if (rssStart === 0) rssStart = rssEnd;
  return {
    seconds,
    warmupSeconds,
    peakRequestsPerSecond,
    targetRequestsPerSecond: target,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBeforeWarmupMb: mb(rssBeforeWarmup),
    rssStartMb: mb(rssStart),
    rssEndMb: mb(rssEnd),
    rssMaxMb: Math.max(mb(rssEnd), ...samples.map((s) => s.rssMb)),
    rssGrowth: (rssEnd - rssStart) / rssStart,
    samples,
  };
}

export function soakMarkdown(f: SoakFigures): string[] {
  const failures = f.errors + f.timeouts + f.non2xx;
  const flat = f.rssGrowth <= SOAK_RSS_GROWTH_BUDGET;
  return [
    `## Soak (deals and search interleaved, ${f.seconds} s at half of peak, 10 connections, loopback)`,
    '',
    '| peak req/s | target req/s | achieved req/s | requests | p99 | errors | timeouts | non-2xx |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${f.peakRequestsPerSecond} | ${f.targetRequestsPerSecond} | ${f.requestsPerSecond} | ${f.requests} | ${f.p99Ms} ms | ${f.errors} | ${f.timeouts} | ${f.non2xx} |`,
    '',
    `Server RSS: ${f.rssBeforeWarmupMb} MB before warm-up, ${f.rssStartMb} MB after ${f.warmupSeconds} s of soak, ` +
      `${f.rssEndMb} MB at the end (max ${f.rssMaxMb} MB), growth ${(f.rssGrowth * 100).toFixed(1)}% ` +
      `(budget ≤ ${SOAK_RSS_GROWTH_BUDGET * 100}%: ${flat ? '✅' : '❌'}). ` +
      `Failed requests: ${failures} (budget 0: ${failures === 0 ? '✅' : '❌'}).`,
    '',
    `RSS every 5 s (MB): ${f.samples.map((s) => `${s.second}s ${s.rssMb}`).join(', ')}.`,
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../tests/support/server-process.ts');
  const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
  const port = Number(process.env.BENCH_PORT ?? 4181);
  const server = await startServer({
    port,
    sqlitePath: `bench/.tmp/soak-${port}.db`,
    env: {
      DEV_STAND_INS: 'off',
      JWT_SECRET: `soak-${port}-${Date.now()}-secret-at-least-32-characters`,
      SPA_DIR: '',
      // One loopback client sends all of this: the per-client search limit would turn it into 429s.
      SEARCH_RATE_LIMIT: '100000',
    },
  });
  try {
    const figures = await runSoak(server.baseUrl, server.pid, {
      seconds: secondsArg ? Number(secondsArg.slice('--seconds='.length)) : 60,
    });
    console.log(soakMarkdown(figures).join('\n'));
  } finally {
    await server.stop();
  }
}
