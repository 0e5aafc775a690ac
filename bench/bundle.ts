/**
 * First-load figures of one page, as a phone with an empty cache downloads it. Every JS and CSS file
 * of the page's own origin that Chromium fetches is gzipped at the server's compression level (zlib
 * default) and counted in one of two figures:
 *
 * - **First screen** (`firstScreenJsGzipBytes`, `firstScreenCssGzipBytes`; the budget "first-load JS
 *   of `/` at most 130 KB gzip" is judged on this one): files whose request started before the app's
 *   first screen rendered. The SPA calls `performance.mark('app:first-screen')` once, right after React
 *   commits the first route's screen (src/routes/__root.tsx). A file is first-screen when the
 *   `startTime` of its Resource Timing entry (matched by URL path) is earlier than the mark's
 *   `startTime`. Without the mark (`markFound: false`) every file counts as first-screen, and so does
 *   a file that has no Resource Timing entry; the report then says "mark missing".
 * - **Total until idle** (`jsGzipBytes`, `cssGzipBytes`): every such file fetched by the time the
 *   network was idle (Playwright's `networkidle`: no request for 500 ms) and then 6 s more passed with
 *   no interaction, so code that a timer loads a few seconds after the first screen is counted too.
 *   Code loaded only on interaction (opening a dialog, swiping) is in neither figure.
 *
 * Each chunk says which of the two it belongs to (`phase`: `first-screen` or `later`).
 *
 * To measure an existing build without the whole benchmark: `node --import tsx bench/first-load.ts`
 * (`SPA_DIR`, default `dist/client`; `PAGE`, default `/`).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';

/** The mark the SPA sets once the first route's screen is committed. */
export const FIRST_SCREEN_MARK = 'app:first-screen';
/** How long the page is left alone after network idle before the files are counted. */
export const QUIET_AFTER_IDLE_MS = 6_000;

export interface Chunk {
  url: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
  /** Resource Timing `startTime` of the request (ms since navigation start); null when no entry. */
  startMs: number | null;
  phase: 'first-screen' | 'later';
}

export interface FirstLoad {
  path: string;
  /** First screen first, then later files; largest first within each. */
  chunks: Chunk[];
  /** Total until idle + 6 s: every JS file fetched. */
  jsGzipBytes: number;
  /** Total until idle + 6 s: every CSS file fetched. */
  cssGzipBytes: number;
  /** JS whose request started before the first-screen mark (all JS when the mark is missing). */
  firstScreenJsGzipBytes: number;
  firstScreenCssGzipBytes: number;
  /** Whether the page set `performance.mark('app:first-screen')`. */
  markFound: boolean;
  /** The mark's `startTime` (ms since navigation start), null when missing. */
  firstScreenMs: number | null;
  quietAfterIdleMs: number;
}

export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The default buffer keeps 250 entries; images could push the late chunks out of it.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    const bodies = new Map<string, { kind: Chunk['kind']; rawBytes: number; gzipBytes: number }>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : undefined;
      if (!kind || url.origin !== origin) return;
      pending.push(
        response.body().then(
          (body) => {
            if (bodies.has(url.pathname)) return;
            bodies.set(url.pathname, { kind, rawBytes: body.length, gzipBytes: gzipSync(body).length });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_AFTER_IDLE_MS);
    await Promise.all(pending);
    const timing = await page.evaluate((markName) => {
      const mark = performance.getEntriesByName(markName, 'mark')[0];
      return {
        markMs: mark ? mark.startTime : null,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      };
    }, FIRST_SCREEN_MARK);

    const startByPath = new Map<string, number>();
    for (const entry of timing.resources) {
      const url = new URL(entry.name);
      if (url.origin !== origin) continue;
      const earlier = startByPath.get(url.pathname);
      if (earlier === undefined || entry.startTime < earlier) startByPath.set(url.pathname, entry.startTime);
    }
    const markMs = timing.markMs;
    const chunks: Chunk[] = [...bodies].map(([url, body]) => {
      const startMs = startByPath.get(url) ?? null;
      const later = markMs !== null && startMs !== null && startMs >= markMs;
      return { url, ...body, startMs, phase: later ? 'later' : 'first-screen' };
    });
    chunks.sort((a, b) =>
      a.phase === b.phase ? b.gzipBytes - a.gzipBytes : a.phase === 'first-screen' ? -1 : 1,
    );
    const sum = (kind: Chunk['kind'], phase?: Chunk['phase']) =>
      chunks
        .filter((c) => c.kind === kind && (!phase || c.phase === phase))
        .reduce((n, c) => n + c.gzipBytes, 0);
    return {
      path,
      chunks,
      jsGzipBytes: sum('js'),
      cssGzipBytes: sum('css'),
      firstScreenJsGzipBytes: sum('js', 'first-screen'),
      firstScreenCssGzipBytes: sum('css', 'first-screen'),
      markFound: markMs !== null,
      firstScreenMs: markMs,
      quietAfterIdleMs: QUIET_AFTER_IDLE_MS,
    };
  } finally {
    await browser.close();
  }
}

/** The budget on first-screen JS of `/` (gzip). */
export const FIRST_SCREEN_JS_BUDGET_BYTES = 130 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report section (Markdown lines) for one measurement; bench/run.ts and bench/first-load.ts print it. */
export function firstLoadMarkdown(f: FirstLoad): string[] {
  const ok = f.firstScreenJsGzipBytes <= FIRST_SCREEN_JS_BUDGET_BYTES;
  const quiet = `${f.quietAfterIdleMs / 1000} s`;
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  return [
    `## First load of \`${f.path}\` (gzip)`,
    '',
    `First-screen JS ${kb(f.firstScreenJsGzipBytes)} (budget 130 KB: ${ok ? '✅ within budget' : '❌ over budget'}), CSS ${kb(f.firstScreenCssGzipBytes)}.`,
    `All JS fetched by network idle + ${quiet}, no interaction: ${kb(f.jsGzipBytes)} (of which ${kb(f.jsGzipBytes - f.firstScreenJsGzipBytes)} after the first screen), CSS ${kb(f.cssGzipBytes)}.`,
    '',
    f.markFound
      ? `First screen = requests started before \`performance.mark('${FIRST_SCREEN_MARK}')\` at ${ms(f.firstScreenMs)}; later = started after it, up to network idle + ${quiet}.`
      : `Mark missing: the page set no \`performance.mark('${FIRST_SCREEN_MARK}')\`, so every file fetched up to network idle + ${quiet} counts as first screen.`,
    '',
    '| chunk | kind | phase | started | raw | gzip |',
    '|---|---|---|---:|---:|---:|',
    ...f.chunks.map(
      (c) =>
        `| \`${c.url}\` | ${c.kind} | ${c.phase === 'later' ? 'later' : 'first screen'} | ${ms(c.startMs)} | ${kb(c.rawBytes)} | ${kb(c.gzipBytes)} |`,
    ),
    '',
  ];
}
