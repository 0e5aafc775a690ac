import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';

/** Every key route's budget (issue 27): the same on each. */
export const LIGHTHOUSE_BUDGETS = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02 } as const;

export interface LighthouseFigures {
  path: string;
  /** What the page is, when the path alone does not say (a signed-in page). */
  label?: string | undefined;
  /** The machine's 1-minute load average when the route's runs started. */
  loadAverage?: number | undefined;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Each run's performance score, in run order: the spread shows how much one median can be trusted. */
  scores: number[];
  /** Lighthouse's benchmark index of this machine (median): its CPU speed, which TBT scales with. */
  benchmarkIndex: number;
}

type Sample = Omit<LighthouseFigures, 'path' | 'runs' | 'scores'>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A run that ends in a Lighthouse runtime error (NO_NAVSTART now and then) is run again, this often. */
const ATTEMPTS_PER_RUN = 3;

/**
 * Local storage to set before the measured load (a member's tokens). It is written from `/healthz` of
 * the same origin, so the HTTP cache holds none of the app's files, and Lighthouse is told to keep
 * storage (which would otherwise clear both): the load is still a first visit's, signed in.
 */
type Storage = Record<string, string>;

async function seedStorage(port: number, url: string, storage: Storage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]?.newPage();
    if (!page) throw new Error('lighthouse: no browser context to sign in');
    await page.goto(new URL('/healthz', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects Playwright only; chrome-launcher's browser stays for Lighthouse.
    await browser.close();
  }
}

async function runOnce(url: string, storage?: Storage): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    // A failed run still has a report, with a score of 0 and no metrics: never count it.
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's default (mobile) preset, `runs` times in a fresh Chromium each, median of each figure. */
export async function runLighthouse(
  baseUrl: string,
  path: string,
  runs = 3,
  options: { label?: string; storage?: Storage } = {},
): Promise<LighthouseFigures> {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i += 1) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        samples.push(await runOnce(`${baseUrl}${path}`, options.storage));
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS_PER_RUN) throw error;
        console.warn(`bench: ${path} run ${i + 1} failed (${(error as Error).message}); running it again`);
      }
    }
  }
  const medianOf = (pick: (sample: Sample) => number) => median(samples.map(pick));
  return {
    path,
    label: options.label,
    loadAverage,
    runs,
    performance: medianOf((s) => s.performance),
    lcpMs: medianOf((s) => s.lcpMs),
    tbtMs: medianOf((s) => s.tbtMs),
    cls: medianOf((s) => s.cls),
    fcpMs: medianOf((s) => s.fcpMs),
    scores: samples.map((s) => s.performance),
    benchmarkIndex: Math.round(medianOf((s) => s.benchmarkIndex)),
  };
}

/** A member's tokens as the app stores them (src/features/session/tokens). */
export interface StoredMember {
  accessToken: string;
  refreshToken: string;
  device: string;
}

const memberStorage = (member: StoredMember): Storage => ({
  accessToken1: `Bearer ${member.accessToken}`,
  refreshToken1: member.refreshToken,
  uid: member.device,
});

/** The first id a list endpoint of the running server answers, from `pick` over its JSON. */
async function firstId(baseUrl: string, path: string, pick: (body: never) => number | undefined) {
  const response = await fetch(`${baseUrl}${path}`);
  const id = response.ok ? pick((await response.json()) as never) : undefined;
  if (id === undefined) throw new Error(`lighthouse: no id from ${path}`);
  return id;
}

/**
 * The key routes (issue 27), all in one run: the home, a deal, the categories, the search screen and
 * the results for a common word, the best sellers, the community's popular list, a board post with a
 * photo, a notice, and my page signed in. Ids are read from the seeded server, not fixed.
 */
export async function runKeyRoutes(
  baseUrl: string,
  member: StoredMember,
  runs = 3,
  log: (line: string) => void = console.log,
): Promise<LighthouseFigures[]> {
  const deal = await firstId(
    baseUrl,
    '/api/v1/display/deal/recommendation?size=1',
    (body: { deals: { dealId: number }[] }) => body.deals[0]?.dealId,
  );
  const post = await firstId(
    baseUrl,
    '/api/v1/community/dashboard?sort=latest',
    (body: { posts: { postId: number; photoCount: number }[] }) =>
      body.posts.find((candidate) => candidate.photoCount > 0)?.postId,
  );
  const notice = await firstId(
    baseUrl,
    '/api/v1/notice/view',
    (body: { notices: { noticeId: number }[] }) => body.notices[0]?.noticeId,
  );
  const routes: { path: string; label?: string; storage?: Storage }[] = [
    { path: '/' },
    { path: `/deal/${deal}` },
    { path: '/category' },
    { path: '/search' },
    { path: `/search?keyword=${encodeURIComponent('사과')}`, label: '검색 결과 (사과)' },
    { path: '/best' },
    { path: '/community/main/popular-post' },
    { path: `/community/board-detail/${post}` },
    { path: `/notice/${notice}` },
    { path: '/my-page', label: '마이페이지 (로그인)', storage: memberStorage(member) },
  ];
  const figures: LighthouseFigures[] = [];
  for (const route of routes) {
    log(`bench: lighthouse ${route.label ?? route.path} (${runs} runs) …`);
    figures.push(await runLighthouse(baseUrl, route.path, runs, route));
  }
  return figures;
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');

export function lighthouseMarkdown(figures: readonly LighthouseFigures[]): string[] {
  const b = LIGHTHOUSE_BUDGETS;
  const over = figures.filter(
    (l) => l.performance < b.performance || l.lcpMs > b.lcpMs || l.tbtMs > b.tbtMs || l.cls >= b.cls,
  );
  return [
    `## Lighthouse (mobile preset, median of ${figures[0]?.runs ?? 3} runs, every key route in one run)`,
    '',
    `Budgets on every route: performance ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS < ${b.cls}.`,
    '',
    '| page | performance | LCP | TBT | CLS | FCP | each run | benchmark index | load average |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|',
    ...figures.map(
      (l) =>
        `| \`${decodeURI(l.path)}\`${l.label ? ` ${l.label}` : ''} | ${l.performance} ${mark(l.performance >= b.performance)} | ${Math.round(l.lcpMs)} ms ${mark(l.lcpMs <= b.lcpMs)} | ${Math.round(l.tbtMs)} ms ${mark(l.tbtMs <= b.tbtMs)} | ${l.cls.toFixed(3)} ${mark(l.cls < b.cls)} | ${Math.round(l.fcpMs)} ms | ${l.scores.join(', ')} | ${l.benchmarkIndex} | ${l.loadAverage ?? '–'} |`,
    ),
    '',
    over.length === 0
      ? 'Every route within every budget.'
      : `Over a budget: ${over.map((l) => `\`${l.path}\``).join(', ')} (docs/performance.md says why).`,
    '',
    "The benchmark index is Lighthouse's measure of this machine's CPU; TBT, and with it the score, follows it (docs/performance.md).",
    '',
  ];
}
