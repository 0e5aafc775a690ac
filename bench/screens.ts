/**
 * Screenshots of the main screens, to prove a refactoring changed no pixel:
 * `node --import tsx bench/screens.ts --out <dir> [--compare <dir>] [--now <ISO instant>] [--only <name,...>]`.
 *
 * Serves the existing build (`SPA_DIR`, default `dist/client`; run `npm run build` first) with the real
 * server on a free port and a fresh embedded database, and photographs each screen of `screens` below
 * signed out, whole page (390 px wide, ko-KR, Asia/Seoul), as `<out>/<nn>-<name>.png`. With
 * `--compare <dir>` it then compares every PNG with the one of the same name there, pixel by pixel,
 * prints `same` or `DIFFERENT (n pixels)` per screen, writes `<out>/diff/<name>.png` (differing pixels
 * red over a faded copy of the new screen) for those that differ, and exits 1 if any does.
 *
 * What makes two runs equal:
 * - One instant, `--now` (default 2026-12-06 12:00 KST), is "now" for both sides: the server process
 *   runs with its wall clock stopped there (bench/fixed-clock.mjs, preloaded through NODE_OPTIONS), so
 *   the seed (a pure function of now with a fixed-seed PRNG, server/seed/README.md) and every answer
 *   that depends on the time (live deals, deal windows, "N분 전") are the same on any day; the page's
 *   `Date` is fixed to the same instant (Playwright's clock; its timers still run).
 * - Each screen gets a browser context of its own (no recent keywords or cached answers carried over);
 *   the screens still share one server, in the fixed order below (a search is counted, a post viewed).
 * - `prefers-reduced-motion: reduce` (the banner carousel does not autoplay), animations finished and
 *   the caret hidden by the screenshot; it waits for fonts, then for a second with no request open,
 *   no `aria-busy` and no DOM change (`settle`), decodes the images, and shoots until two shots in a
 *   row are identical. Chromium gets three raster flags more (see the launch): without them the
 *   anti-aliased corners of some images differed by 1-2 levels between runs.
 * - Whole-page shots: the fixed header and bottom bar appear where the 844 px viewport puts them, and
 *   lazy images beyond reach of the first screen stay empty boxes, the same on every run.
 * Limitations: cookies and HTTP caching in the browser still use the real clock (a signed-out visit
 * of these screens depends on neither); `--only` compares only the screens it shot.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/system-deps.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startServer } from '../tests/support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    compare: { type: 'string' },
    now: { type: 'string', default: '2026-12-06T12:00:00+09:00' },
    only: { type: 'string' },
  },
});
if (!args.out) {
  console.error(
    'usage: node --import tsx bench/screens.ts --out <dir> [--compare <dir>] [--now <ISO instant>]',
  );
  process.exit(2);
}
const outDir = resolve(args.out);
const now = new Date(args.now);
if (Number.isNaN(now.getTime())) throw new Error(`--now is not an instant: ${args.now}`);

/** `--only home,deal`: those screens alone (numbered as in the full set). */
const only = args.only?.split(',');

interface Screen {
  name: string;
  /** The path, or how to find it on the running server (ids of the seed). */
  path: string | ((base: string, browser: Browser) => Promise<string>);
}

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category' },
  { name: 'category-detail', path: '/category/detail/C0101' },
  { name: 'search', path: '/search/list' },
  { name: 'search-results', path: `/search?keyword=${encodeURIComponent('사과')}` },
  { name: 'best', path: '/best' },
  { name: 'deal', path: firstDeal },
  { name: 'season', path: '/season' },
  { name: 'local', path: '/local-main' },
  { name: 'community-popular', path: '/community/main/popular-post' },
  {
    name: 'community-post',
    path: (base, browser) =>
      firstLink(browser, base, '/community/main/popular-post', '/community/board-detail/'),
  },
  { name: 'notice', path: '/notice' },
  { name: 'notice-detail', path: (base, browser) => firstLink(browser, base, '/notice', '/notice/') },
  // Signed out, the member screens (stars included) go to the login screen; this one shows which.
  { name: 'my-page', path: '/my-page/main' },
  { name: 'login', path: '/login' },
];

async function firstDeal(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/display/deal/recommendation?size=1`);
  const { deals } = (await response.json()) as { deals: { dealId: number }[] };
  if (!deals[0]) throw new Error('no live deal in the seed');
  return `/deal/${deals[0].dealId}`;
}

/** The first link under `prefix` on `listPath` (its own context, so the screen itself starts clean). */
async function firstLink(browser: Browser, base: string, listPath: string, prefix: string): Promise<string> {
  const { page, close } = await openPage(browser);
  try {
    await page.goto(`${base}${listPath}`, { waitUntil: 'networkidle' });
    await page.locator(`a[href^="${prefix}"]`).first().waitFor({ timeout: 30_000 });
    const hrefs = await page
      .locator(`a[href^="${prefix}"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => /\/\d+$/.test(h));
    if (!href) throw new Error(`no ${prefix}<id> link on ${listPath}`);
    return href;
  } finally {
    await close();
  }
}

async function openPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  return { page, close: () => context.close() };
}

/** The page's requests still open (images, API calls, code chunks). */
function openRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/**
 * Until the page is done: fonts loaded, then for a whole second no request open (an image out of
 * reach of lazy loading never starts one), nothing marked `aria-busy` (lists and screens that are
 * loading) and no change to the DOM; then every loaded image decoded. Gives up after 30 s and shoots
 * what is there.
 */
async function settle(page: Page, open: () => number): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const counter = window as unknown as { screensChanges: number };
    counter.screensChanges = 0;
    new MutationObserver(() => {
      counter.screensChanges++;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  let seen = -1;
  for (;;) {
    await new Promise((next) => setTimeout(next, 100));
    const { changes, busy } = await page.evaluate(() => ({
      changes: (window as unknown as { screensChanges: number }).screensChanges,
      busy: document.querySelector('[aria-busy="true"]') !== null,
    }));
    if (changes !== seen || busy || open() > 0) {
      seen = changes;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 1_000) break;
    if (Date.now() > deadline) {
      console.error('  (still loading or changing after 30 s; shot as it is)');
      break;
    }
  }
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
}

/** Shoots until two shots in a row are the same (at most 10). */
async function stableShot(page: Page): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
    await page.waitForTimeout(250);
  }
  console.error('  (still changing after 10 shots; kept the last)');
  return previous as Buffer;
}

async function capture(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const server = await startServer({
    port,
    sqlitePath: `/tmp/screens-${port}.db`,
    env: {
      SPA_DIR: resolve(process.env.SPA_DIR || 'dist/client'),
      FIXED_CLOCK: now.toISOString(),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('bench/fixed-clock.mjs')}`.trim(),
      WRITE_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Without these, the anti-aliased rounded corners of images that arrived while on screen came out
    // a level or two apart from run to run (a tile re-rastered in part after the image's decode).
    args: [
      ...CHROMIUM_ARGS,
      '--run-all-compositor-stages-before-draw',
      '--disable-checker-imaging',
      '--disable-partial-raster',
    ],
  });
  try {
    for (const [index, screen] of screens.entries()) {
      if (only && !only.includes(screen.name)) continue;
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(server.baseUrl, browser);
      const file = `${String(index + 1).padStart(2, '0')}-${screen.name}.png`;
      const { page, close } = await openPage(browser);
      const open = openRequests(page);
      try {
        await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await settle(page, open);
        writeFileSync(join(outDir, file), await stableShot(page));
        const landed = page.url().slice(server.baseUrl.length);
        console.log(`${file}  ${decodeURI(path)}${landed === path ? '' : ` → ${decodeURI(landed)}`}`);
      } finally {
        await close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${server.sqlitePath}${suffix}`, { force: true });
  }
}

async function decode(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Differing pixels (the area only one image covers counts as differing), and the diff image. */
async function compareOne(newFile: string, oldFile: string, diffFile: string): Promise<number> {
  const [a, b] = await Promise.all([decode(newFile), decode(oldFile)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = Buffer.alloc(width * height * 4);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      const same = inA && inB && a.data.readUInt32BE(ia) === b.data.readUInt32BE(ib);
      if (!same) {
        count++;
        diff.set([255, 0, 0, 255], o);
      } else {
        // A faded grey copy of the new screen, so the red shows where the change is.
        const grey = (a.data[ia]! * 0.3 + a.data[ia + 1]! * 0.59 + a.data[ia + 2]! * 0.11) * 0.3 + 178;
        diff.set([grey, grey, grey, 255], o);
      }
    }
  }
  if (count > 0) {
    await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(diffFile);
  }
  return count;
}

async function compareAll(otherDir: string): Promise<boolean> {
  const pngs = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.png'));
  // With --only, the screens shot this time; otherwise every screen on either side.
  const names = [...new Set([...pngs(outDir), ...(only ? [] : pngs(otherDir))])].sort();
  const diffDir = join(outDir, 'diff');
  mkdirSync(diffDir, { recursive: true });
  let allSame = true;
  for (const name of names) {
    const mine = pngs(outDir).includes(name);
    const theirs = pngs(otherDir).includes(name);
    if (!mine || !theirs) {
      allSame = false;
      console.log(`${name}  DIFFERENT (missing in ${mine ? otherDir : outDir})`);
      continue;
    }
    const count = await compareOne(join(outDir, name), join(otherDir, name), join(diffDir, name));
    if (count === 0) console.log(`${name}  same`);
    else {
      allSame = false;
      console.log(`${name}  DIFFERENT (${count} pixels)  ${join(diffDir, name)}`);
    }
  }
  if (allSame) rmSync(diffDir, { recursive: true, force: true });
  return allSame;
}

await capture();
if (args.compare) {
  console.log(`\ncompared with ${resolve(args.compare)}:`);
  if (!(await compareAll(resolve(args.compare)))) process.exitCode = 1;
}
