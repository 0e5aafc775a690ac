/**
 * Interaction to Next Paint of four interactions, as a phone feels them: the production build served by
 * the real server, Chromium at 390x844 with its CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`,
 * from before the page loads, as Lighthouse's mobile preset does), a fresh browser context per run.
 *
 * How a figure is made (the same thing web-vitals' `onINP` reports, without the package: it is not a
 * dependency of this repository): a `PerformanceObserver` of `event` entries with `durationThreshold:
 * 16` (the smallest the browser allows) keeps every entry that has an `interactionId`. One interaction
 * (a tap is pointerdown, pointerup and click; a keystroke keydown and keyup) is the entries of one
 * `interactionId`, and its duration is the largest of theirs: from the input's hardware timestamp to
 * the next paint after its handlers ran. INP of a page with a single interaction is that duration,
 * which is why each interaction gets a page of its own. Where several interactions make one task (the
 * keystrokes of a word) the worst is reported. An interaction under 16 ms makes no entry at all and is
 * shown as `< 16 ms` (counted as 16 in a median).
 *
 * Beside each, not judged: `shown`, from the tap to the frame after the screen shows what the tap
 * asked for (the dialog, the new tab's list, the search box's text). INP ends at the first paint
 * after the handlers, which may be a pending state; `shown` says when the answer itself was painted.
 *
 * Each interaction runs `runs` times (3), the median is the figure, judged against 200 ms.
 * `npm run bench -- --skip-build --only=inp` (BENCH_PORT, default 4180). The server runs with the
 * development identity provider (DEV_STAND_INS=local), which the member's heart needs to sign in.
 * `INP_PROFILE=<dir>` writes a CPU profile of each run's interaction there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';
import { type Member, seedTokens, signInNaver } from '../tests/e2e/support/sign-in.ts';
import { startServer } from '../tests/support/server-process.ts';

/** The budget of every interaction (issue 27): at most 200 ms, the web-vitals "good" threshold. */
export const INP_BUDGET_MS = 200;
/** Chromium's CPU slowdown for the whole run. */
export const CPU_SLOWDOWN = 4;
/** The smallest `durationThreshold` the Event Timing API takes: faster interactions make no entry. */
const THRESHOLD_MS = 16;

export interface InpInteractionFigures {
  name: string;
  /** What was done, in words. */
  action: string;
  /** Each run's duration (the worst interaction of the run), ms; 16 stands for "under 16". */
  runs: number[];
  median: number;
  /** Each run's tap-to-shown time (ms), when the interaction has a visible answer to wait for. */
  shown: (number | null)[];
  shownMedian: number | null;
}

export interface InpBenchFigures {
  cpuSlowdown: number;
  viewport: string;
  interactions: InpInteractionFigures[];
  loadAverage: string;
  cores: number;
}

interface Recorded {
  /** The worst interaction's duration of what was recorded (ms); null when nothing passed 16 ms. */
  worst: number | null;
  /** Each interaction's duration in order of interactionId. */
  each: number[];
  /** The worst interaction's parts (ms): waiting for the main thread, its handlers, then until the paint. */
  parts: { event: string; inputDelay: number; processing: number; presentation: number } | null;
  /** Scripts of long animation frames that overlap the worst interaction, longest first. */
  scripts: string[];
  /** Those long frames: when, how long, where their rendering and style/layout began. */
  frames: string[];
  shownMs: number | null;
}

/**
 * The page's side of the measurement, installed before any script of the app. Entries are kept from
 * `window.__inpStart()` on; `__inpShown(selector)` notes the first frame after a tap in which the
 * selector matches (a MutationObserver then the next animation frame). Long animation frames (the
 * attribution web-vitals gives) name the scripts that made the worst interaction slow.
 */
function installObserver(threshold: number) {
  type Kept = {
    id: number;
    name: string;
    start: number;
    duration: number;
    processingStart: number;
    processingEnd: number;
  };
  type Frame = {
    start: number;
    end: number;
    /** Where the frame's rendering began, and its style and layout (ms after the frame's start). */
    render: number;
    styleAndLayout: number;
    scripts: { name: string; duration: number }[];
  };
  const state = {
    kept: [] as Kept[],
    frames: [] as Frame[],
    tapAt: 0,
    shownAt: null as number | null,
  };
  const w = window as unknown as Record<string, unknown>;
  new PerformanceObserver((list) => {
    // `interactionId` is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId)
        state.kept.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
      }[]) {
        state.frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          render: entry.renderStart ? Math.round(entry.renderStart - entry.startTime) : 0,
          styleAndLayout: entry.styleAndLayoutStart
            ? Math.round(entry.styleAndLayoutStart - entry.startTime)
            : 0,
          scripts: entry.scripts.map((script) => ({
            name: `${script.invoker} ${script.sourceURL.split('/').pop()}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''}`,
            duration: Math.round(script.duration),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the figures stand without their attribution.
  }
  // The end of the last long task, for `settle`.
  let lastLongTask = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        lastLongTask = Math.max(lastLongTask, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API: `settle` waits for the network alone.
  }
  w.__inpQuietFor = () => performance.now() - lastLongTask;
  w.__inpStart = () => {
    state.kept = [];
    state.frames = [];
    state.shownAt = null;
  };
  w.__inpShown = (selector: string) => {
    // The tap's own timestamp: the first pointerdown or keydown after this call.
    const onInput = (event: Event) => {
      state.tapAt = event.timeStamp;
      removeEventListener('pointerdown', onInput, true);
      removeEventListener('keydown', onInput, true);
    };
    addEventListener('pointerdown', onInput, true);
    addEventListener('keydown', onInput, true);
    const check = () => {
      if (state.shownAt !== null || !document.querySelector(selector)) return false;
      requestAnimationFrame(() => {
        state.shownAt ??= performance.now();
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  w.__inpRead = () => {
    const byId = new Map<number, Kept>();
    for (const entry of state.kept) {
      const known = byId.get(entry.id);
      if (!known || entry.duration > known.duration) byId.set(entry.id, entry);
    }
    const ordered = [...byId.values()].sort((a, b) => a.id - b.id);
    const worst = ordered.reduce<Kept | undefined>(
      (a, b) => (a && a.duration >= b.duration ? a : b),
      undefined,
    );
    const overlapping = worst
      ? state.frames.filter((frame) => frame.end > worst.start && frame.start < worst.start + worst.duration)
      : [];
    const scripts = overlapping
      .flatMap((frame) => frame.scripts)
      .sort((a, b) => b.duration - a.duration)
      .map((script) => `${script.name} ${script.duration} ms`);
    const frames = overlapping.map(
      (frame) =>
        `at +${Math.round(frame.start - (worst?.start ?? 0))} ms, ${Math.round(frame.end - frame.start)} ms (render from +${frame.render}, style and layout from +${frame.styleAndLayout})`,
    );
    return {
      worst: worst ? worst.duration : null,
      each: ordered.map((entry) => entry.duration),
      parts: worst
        ? {
            event: worst.name,
            inputDelay: Math.round(worst.processingStart - worst.start),
            processing: Math.round(worst.processingEnd - worst.processingStart),
            presentation: Math.round(worst.start + worst.duration - worst.processingEnd),
          }
        : null,
      scripts,
      frames,
      shownMs: state.shownAt === null ? null : Math.round(state.shownAt - state.tapAt),
    };
  };
}

async function start(page: Page, shownSelector?: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __inpStart(): void; __inpShown(s: string): void };
    w.__inpStart();
    if (selector) w.__inpShown(selector);
  }, shownSelector);
}

async function read(page: Page): Promise<Recorded> {
  // Event Timing entries are queued after the next paint and delivered on the observer's next turn.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { __inpRead(): Recorded }).__inpRead());
}

/**
 * Until the page is done: network idle, then 2 s in which no task ran longer than 50 ms (the app loads
 * its page-wide layers and shelves after the first screen; a tap among them measures them, not the
 * tap). Gives up after 30 s and measures what is there.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __inpQuietFor(): number };
        return w.__inpQuietFor() >= 2_000;
      },
      undefined,
      { timeout: 30_000, polling: 250 },
    )
    .catch(() => undefined);
}

interface Interaction {
  name: string;
  action: string;
  /** Whether the run needs a signed-in member. */
  member?: boolean;
  /** Opens the page and waits until it is ready to be tapped. */
  prepare(page: Page, base: string, run: number): Promise<void>;
  /** The selector that shows the interaction's answer (for `shown`). */
  shown?: string;
  act(page: Page, run: number, cdp: CDPSession): Promise<void>;
}

const interactions = (dealPath: string): Interaction[] => [
  {
    name: 'heart',
    action: 'tap a product heart on /best, signed in (run n likes the n-th card)',
    member: true,
    async prepare(page) {
      await page.goto('/best');
      await page.getByRole('list', { name: '베스트 상품' }).locator('article').first().waitFor();
      await settle(page);
    },
    shown: 'ul[aria-label="베스트 상품"] article button[aria-pressed="true"][aria-label$="찜하기"]',
    async act(page, run) {
      const card = page.getByRole('list', { name: '베스트 상품' }).locator('article').nth(run);
      await card.getByRole('button', { name: /찜하기$/ }).tap();
      await card.locator('button[aria-pressed="true"]').waitFor();
    },
  },
  {
    name: 'community tab',
    action: 'on /community/main/popular-post, tap the 묻고 답하기 tab',
    async prepare(page) {
      await page.goto('/community/main/popular-post');
      await page.getByRole('list', { name: '인기글 목록' }).waitFor();
      await settle(page);
    },
    shown: 'ul[aria-label="묻고 답하기 목록"]',
    async act(page) {
      await page
        .getByRole('navigation', { name: '커뮤니티 메뉴' })
        .getByRole('link', { name: '묻고 답하기' })
        .tap();
      await page.getByRole('list', { name: '묻고 답하기 목록' }).waitFor();
    },
  },
  {
    name: 'search: open and type',
    action: 'on /, tap the header’s 검색, then type 유기농사과 (one key per syllable, 150 ms apart)',
    async prepare(page) {
      await page.goto('/');
      await page.locator('header').getByRole('link', { name: '검색', exact: true }).waitFor();
      await settle(page);
    },
    shown: 'input[type="search"]',
    async act(page, _run, cdp) {
      await page.locator('header').getByRole('link', { name: '검색', exact: true }).tap();
      const box = page.getByRole('combobox', { name: '검색어' });
      await box.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      // A key that types a whole syllable (Playwright's keyboard knows no Hangul key): keydown with the
      // text, the input, keyup; each is one interaction, as a keystroke of a phone keyboard is.
      for (const syllable of '유기농사과') {
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: syllable, text: syllable });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: syllable });
        await page.waitForTimeout(150);
      }
      // The suggestions come after typing pauses (200 ms) and paint while the member could type on.
      await page.waitForTimeout(1_000);
    },
  },
  {
    name: 'share dialog',
    action: `on ${dealPath}, tap the header’s 공유`,
    async prepare(page) {
      await page.goto(dealPath);
      await page.getByRole('button', { name: '공유', exact: true }).waitFor();
      await settle(page);
    },
    shown: '[role="dialog"]',
    async act(page) {
      await page.getByRole('button', { name: '공유', exact: true }).tap();
      await page.getByRole('dialog', { name: '공유하기' }).waitFor();
    },
  },
];

async function newThrottledPage(
  browser: Browser,
  base: string,
  member: Member | undefined,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A phone: taps are touches (the router preloads a link on touchstart, as on a phone).
    hasTouch: true,
  });
  if (member) await context.addInitScript(seedTokens, member);
  // tsx compiles this file with esbuild's keepNames, which wraps named functions in a `__name` helper
  // that the page does not have: the script brings an identity one along.
  await context.addInitScript({
    content: `{ const __name = (target) => target; (${installObserver.toString()})(${THRESHOLD_MS}); }`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function runInpBench({
  spaDir,
  port,
  runs = 3,
  only,
}: {
  spaDir: string;
  port: number;
  runs?: number;
  /** Names (or their first word) of the interactions to run; all when absent. */
  only?: string[];
}): Promise<InpBenchFigures> {
  const server = await startServer({
    port,
    sqlitePath: `bench/.tmp/inp-${port}.db`,
    env: {
      SPA_DIR: spaDir,
      DEV_STAND_INS: 'local',
      JWT_SECRET: `inp-${port}-${Date.now()}-secret-at-least-32-characters`,
      WRITE_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
    },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // INP_PROFILE=<dir>: a CPU profile of each run's interaction (open in Chromium's DevTools), to see
  // what a slow one ran; a build without minification (`vite build --minify false`) names the functions.
  const profileDir = process.env.INP_PROFILE;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  try {
    const base = server.baseUrl;
    const deals = (await (await fetch(`${base}/api/v1/display/deal/recommendation?size=1`)).json()) as {
      deals: { dealId: number }[];
    };
    const dealPath = `/deal/${deals.deals[0]?.dealId ?? 1}`;
    const member = await signInNaver(base, 'naver-full', `bench-inp-${port}`);
    const figures: InpInteractionFigures[] = [];
    for (const interaction of interactions(dealPath)) {
      if (only && !only.some((name) => interaction.name.startsWith(name))) continue;
      const durations: number[] = [];
      const shown: (number | null)[] = [];
      for (let run = 0; run < runs; run += 1) {
        const { context, page, cdp } = await newThrottledPage(
          browser,
          base,
          interaction.member ? member : undefined,
        );
        try {
          await interaction.prepare(page, base, run);
          if (profileDir) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          await start(page, interaction.shown);
          await interaction.act(page, run, cdp);
          const recorded = await read(page);
          if (profileDir) {
            const { profile } = await cdp.send('Profiler.stop');
            const file = join(profileDir, `${interaction.name.replace(/\W+/g, '-')}-${run + 1}.cpuprofile`);
            writeFileSync(file, JSON.stringify(profile));
          }
          durations.push(recorded.worst ?? THRESHOLD_MS);
          shown.push(recorded.shownMs);
          console.log(
            `bench: inp ${interaction.name} run ${run + 1}: ${recorded.worst === null ? `< ${THRESHOLD_MS}` : recorded.worst} ms (each ${recorded.each.join(', ') || '–'}; shown ${recorded.shownMs ?? '–'} ms)`,
          );
          if (recorded.parts) {
            const { event, inputDelay, processing, presentation } = recorded.parts;
            console.log(
              `  worst: ${event}, input delay ${inputDelay} ms, handlers ${processing} ms, to paint ${presentation} ms; long frames ${recorded.frames.join('; ') || '–'}; their scripts: ${recorded.scripts.slice(0, 6).join('; ') || '–'}`,
            );
          }
        } finally {
          await context.close();
        }
      }
      const shownValues = shown.filter((value): value is number => value !== null);
      figures.push({
        name: interaction.name,
        action: interaction.action,
        runs: durations,
        median: median(durations),
        shown,
        shownMedian: shownValues.length === runs ? median(shownValues) : null,
      });
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: '390x844',
      interactions: figures,
      loadAverage: loadavg()
        .map((value) => value.toFixed(2))
        .join(', '),
      cores: (await import('node:os')).cpus().length,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const ms = (value: number) => (value <= THRESHOLD_MS ? `< ${THRESHOLD_MS} ms` : `${Math.round(value)} ms`);

export function inpMarkdown(figures: InpBenchFigures): string[] {
  return [
    `## Interactions (INP, Chromium ${figures.viewport}, CPU slowed ${figures.cpuSlowdown}×, median of ${figures.interactions[0]?.runs.length ?? 0} runs)`,
    '',
    '| interaction | INP (median) | budget | each run | shown after (median, not judged) |',
    '|---|---:|---|---|---:|',
    ...figures.interactions.map(
      (i) =>
        `| ${i.name}: ${i.action} | ${ms(i.median)} | ≤ ${INP_BUDGET_MS} ms ${i.median <= INP_BUDGET_MS ? '✅ within budget' : '❌ over budget'} | ${i.runs.map(ms).join(', ')} | ${i.shownMedian === null ? '–' : `${i.shownMedian} ms`} |`,
    ),
    '',
    `Load average ${figures.loadAverage} on ${figures.cores} cores. INP is the Event Timing duration of the interaction (web-vitals' method, bench/inp.ts); a typed word counts its worst keystroke. "Shown after" is from the tap to the frame that shows the answer (the dialog, the new list, the search box).`,
    '',
  ];
}
