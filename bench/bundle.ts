/**
 * First-load figures of one page, as a phone with an empty cache downloads it. Every JS and CSS file
 * of the page's own origin that Chromium fetches is gzipped at the server's compression level (zlib
 * default) and counted in one of two figures:
 *
 * - **First screen** (`firstScreenJsGzipBytes`, `firstScreenCssGzipBytes`; the budget "first-load JS
 *   of `/` at most 132 KB gzip" is judged on this one): files whose request started before the app's
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
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  /** Every request the page made by network idle + quietAfterIdleMs (the document, code, styles, fonts, pictures, API calls), by kind. */
  requests?: Record<string, number>;
}

/** Issue 27: a first visit of `/` made 72 requests when it was filed; fewer is the goal. */
export const FIRST_VISIT_REQUESTS_BEFORE = 72;

export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The default buffer keeps 250 entries; images could push the late chunks out of it.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    const bodies = new Map<string, { kind: Chunk['kind']; rawBytes: number; gzipBytes: number }>();
    const pending: Promise<void>[] = [];
    const requests: Record<string, number> = {};
    page.on('request', (request) => {
      const kind = request.resourceType();
      requests[kind] = (requests[kind] ?? 0) + 1;
    });
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
      requests,
    };
  } finally {
    await browser.close();
  }
}

/** The budget on first-screen JS of `/` (gzip). */
export const FIRST_SCREEN_JS_BUDGET_BYTES = 132 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report section (Markdown lines) for one measurement; bench/run.ts and bench/first-load.ts print it. */
function requestsLine(requests: Record<string, number>, quiet: string): string {
  const total = Object.values(requests).reduce((sum, n) => sum + n, 0);
  const kinds = Object.entries(requests)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  const fewer = total < FIRST_VISIT_REQUESTS_BEFORE;
  return `Requests of a first visit by network idle + ${quiet} at 390x844: ${total} (${kinds}); ${FIRST_VISIT_REQUESTS_BEFORE} when issue 27 was filed, fewer is the goal: ${fewer ? '✅' : '❌'}.`;
}

export function firstLoadMarkdown(f: FirstLoad): string[] {
  const ok = f.firstScreenJsGzipBytes <= FIRST_SCREEN_JS_BUDGET_BYTES;
  const quiet = `${f.quietAfterIdleMs / 1000} s`;
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  return [
    `## First load of \`${f.path}\` (gzip)`,
    '',
    `First-screen JS ${kb(f.firstScreenJsGzipBytes)} (${f.firstScreenJsGzipBytes} B; budget 132 KB: ${ok ? '✅ within budget' : '❌ over budget'}), CSS ${kb(f.firstScreenCssGzipBytes)}.`,
    `All JS fetched by network idle + ${quiet}, no interaction: ${kb(f.jsGzipBytes)} (of which ${kb(f.jsGzipBytes - f.firstScreenJsGzipBytes)} after the first screen), CSS ${kb(f.cssGzipBytes)}.`,
    ...(f.requests ? [requestsLine(f.requests, quiet)] : []),
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

/** The promise on each route's own lazy chunk (gzip). */
export const ROUTE_CHUNK_BUDGET_BYTES = 30 * 1024;

export interface RouteChunk {
  /** The route file, e.g. `src/routes/deal/$id.tsx`. */
  routeFile: string;
  /** Its full path in the route tree (`/deal/$id`); null when src/routeTree.gen.ts does not list it. */
  routePath: string | null;
  /** What the router plugin split into this chunk: `component`, `loader`, `notFoundComponent---pendingComponent`. */
  part: string;
  /** The chunk's file in the build, e.g. `assets/_id-CGSs5jr5.js`. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** The CSS files the chunk brings along (the manifest's `css`), gzip; not judged. */
  cssGzipBytes: number;
  /**
   * The chunk and the JS chunks it imports statically, less those every page loads anyway (the entry's
   * and the app's, see `RouteChunks.baseline`): what opening the route adds after the first screen of a
   * first visit. Not judged: shared chunks are counted again on every route that imports them.
   */
  withImportsGzipBytes: number;
}

export interface RouteChunks {
  spaDir: string;
  /** Largest first. */
  chunks: RouteChunk[];
  /**
   * The chunks every page loads, which `withImportsGzipBytes` leaves out: index.html's and what its
   * dynamic imports (the app) import statically.
   */
  baseline: string[];
  /**
   * Route files in src/routeTree.gen.ts with no split chunk: the root, redirects, layouts with only
   * `beforeLoad`, and screens kept in the route definition (`codeSplitGroupings: []`).
   */
  withoutChunk: string[];
  overBudget: number;
}

/** The part of Vite's manifest this reads (`build.manifest`, or `vite build --manifest`). */
type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    isEntry?: boolean;
  }
>;

/**
 * Every route file's split chunks in a build made with a manifest (`vite build --manifest`, as `npm
 * run bench` builds): the router plugin splits each route file's component, loader and the other screens
 * it lists in vite.config.ts `codeSplittingOptions` into modules named `src/routes/<file>?tsr-split=<part>`,
 * each a dynamic entry with a chunk of its own. The route paths come from src/routeTree.gen.ts, which the
 * same plugin writes on every build of this tree.
 */
export function measureRouteChunks(spaDir: string, routeTreeFile = 'src/routeTree.gen.ts'): RouteChunks {
  const manifestFile = join(spaDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build with \`vite build --manifest\` (npm run bench does)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipOf = new Map<string, { raw: number; gzip: number }>();
  const sizes = (file: string) => {
    let size = gzipOf.get(file);
    if (!size) {
      const body = readFileSync(join(spaDir, file));
      size = { raw: body.length, gzip: gzipSync(body).length };
      gzipOf.set(file, size);
    }
    return size;
  };
  /** The manifest keys `keys` import statically, themselves included. */
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const pending = [...keys];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      pending.push(...(manifest[key]?.imports ?? []));
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const baseline = closure([...entries, ...entries.flatMap((key) => manifest[key]?.dynamicImports ?? [])]);

  const routeTree = readFileSync(routeTreeFile, 'utf8');
  const fileByImport = new Map(
    [...routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)].map(
      ([, name, file]) => [name, `src/${file}`],
    ),
  );
  const pathByFile = new Map<string, string>();
  for (const [, fullPath, name] of routeTree.matchAll(
    /fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)/g,
  )) {
    const file = fileByImport.get(name!);
    if (file) pathByFile.set(file, fullPath!);
  }

  const chunks: RouteChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const split = /^(src\/routes\/.+)\?tsr-split=(.+)$/.exec(key);
    if (!split) continue;
    const routeFile = split[1]!;
    const { raw, gzip } = sizes(chunk.file);
    const added = [...closure([key])].filter((k) => !baseline.has(k));
    chunks.push({
      routeFile,
      routePath: pathByFile.get(routeFile) ?? null,
      part: split[2]!,
      file: chunk.file,
      rawBytes: raw,
      gzipBytes: gzip,
      cssGzipBytes: (chunk.css ?? []).reduce((n, css) => n + sizes(css).gzip, 0),
      withImportsGzipBytes: added.reduce((n, k) => n + sizes(manifest[k]!.file).gzip, 0),
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes || a.routeFile.localeCompare(b.routeFile));
  const split = new Set(chunks.map((c) => c.routeFile));
  return {
    spaDir,
    chunks,
    baseline: [...baseline].map((key) => manifest[key]!.file).sort(),
    withoutChunk: [...new Set([...fileByImport.values()])].filter((file) => !split.has(file)).sort(),
    overBudget: chunks.filter((c) => c.gzipBytes > ROUTE_CHUNK_BUDGET_BYTES).length,
  };
}

/** The report section (Markdown lines) on the route chunks. */
export function routeChunksMarkdown(r: RouteChunks): string[] {
  const routes = new Set(r.chunks.map((c) => c.routeFile)).size;
  const largest = r.chunks[0];
  return [
    '## Route chunks (gzip)',
    '',
    `${r.chunks.length} lazy chunks split from ${routes} route files; ${r.overBudget === 0 ? '✅ every one' : `❌ ${r.overBudget} not`} within the ${ROUTE_CHUNK_BUDGET_BYTES / 1024} KB budget on a route's own chunk${largest ? ` (largest ${kb(largest.gzipBytes)}, \`${largest.routeFile}\` ${largest.part})` : ''}.`,
    '',
    "Own chunk = the chunk the router plugin splits from one route file (its component, loader or other screens: `?tsr-split=` in Vite's manifest); the budget is judged on it. With imports = that chunk and the JS chunks it imports statically, less the ones every page loads (the entry's and the app's): what opening the route fetches after a first visit's first screen, counting shared chunks again on every route that imports them; not judged. CSS = the files the chunk brings along.",
    '',
    '| route | route file | part | chunk | raw | own gzip | with imports | CSS |',
    '|---|---|---|---|---:|---:|---:|---:|',
    ...r.chunks.map(
      (c) =>
        `| \`${c.routePath ?? '?'}\` | \`${c.routeFile}\` | ${c.part} | \`${c.file}\` | ${kb(c.rawBytes)} | ${kb(c.gzipBytes)}${c.gzipBytes > ROUTE_CHUNK_BUDGET_BYTES ? ' ❌ over' : ''} | ${kb(c.withImportsGzipBytes)} | ${c.cssGzipBytes ? kb(c.cssGzipBytes) : '–'} |`,
    ),
    '',
    ...(r.withoutChunk.length
      ? [`Route files with no split chunk: ${r.withoutChunk.map((file) => `\`${file}\``).join(', ')}.`, '']
      : []),
  ];
}
