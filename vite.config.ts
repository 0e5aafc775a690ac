import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, runnerImport } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const mirrorDir = `${root}src/api/`;
const devApi = 'http://localhost:8787';

/**
 * Writes src/api/contract.gen.ts and src/api/contract-gen/ (see src/api/README.md): the contract's
 * endpoints and plain data without zod, so the SPA's first load stays small. It runs before the router
 * plugin on every build and dev start, and again when a contract file changes in dev; a file is only
 * rewritten when its text changes, and one whose contract module is gone is removed.
 */
function contractMirror(): Plugin {
  async function generate(): Promise<void> {
    const { module } = await runnerImport<typeof import('#src/api/contract-mirror.codegen.ts')>(
      '/src/api/contract-mirror.codegen.ts',
      { root, configFile: false, logLevel: 'silent' },
    );
    const files = module.renderContractMirror(module.loadContractModules());
    mkdirSync(`${mirrorDir}contract-gen`, { recursive: true });
    for (const stale of readdirSync(`${mirrorDir}contract-gen`))
      if (!(`contract-gen/${stale}` in files)) rmSync(`${mirrorDir}contract-gen/${stale}`);
    for (const [file, text] of Object.entries(files)) {
      let current = '';
      try {
        current = readFileSync(`${mirrorDir}${file}`, 'utf8');
      } catch {
        // First run on a fresh clone: nothing to compare with.
      }
      if (current !== text) writeFileSync(`${mirrorDir}${file}`, text);
    }
  }
  return {
    name: 'contract-mirror',
    enforce: 'pre',
    async buildStart() {
      await generate();
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(`${root}contract/`)) return;
        generate().catch((error: unknown) =>
          server.config.logger.error(`contract.gen.ts 생성 실패: ${String(error)}`),
        );
      });
    },
  };
}

/** Per CSS module file: its tag, and its classes numbered in the order postcss-modules meets them. */
const cssModules = new Map<string, { tag: string; classes: Map<string, number> }>();
const cssModuleTags = new Map<string, string>();

/**
 * Production CSS Modules class names: a five-character tag hashed from the file's path (relative to
 * the project, so every checkout builds the same names) and the class's number in that file, e.g.
 * `k3f9a0`. Every module's class map is JS in the bundle; against the default `_backdrop_19585_1`
 * this saves about 1.3 KB gzip of JS and 2 KB of CSS over the app, and a shared tag plus a counter
 * compresses better than a hash per class. Starts with a letter, as a CSS class must. Two files with
 * one tag (odds about 1 in 40,000 for our 45 modules) fail the build rather than share class names.
 */
function shortScopedName(name: string, filename: string): string {
  const file = relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
  let module = cssModules.get(file);
  if (!module) {
    const digest = createHash('sha256').update(file).digest();
    const tag =
      String.fromCharCode(97 + ((digest[0] ?? 0) % 26)) +
      (digest.readUInt32BE(1) % 36 ** 4).toString(36).padStart(4, '0');
    const owner = cssModuleTags.get(tag);
    if (owner !== undefined) throw new Error(`CSS Modules tag ${tag} is given to both ${owner} and ${file}`);
    cssModuleTags.set(tag, file);
    module = { tag, classes: new Map() };
    cssModules.set(file, module);
  }
  let index = module.classes.get(name);
  if (index === undefined) {
    index = module.classes.size;
    module.classes.set(name, index);
  }
  return module.tag + index.toString(36);
}

/**
 * Parts of those packages no first screen of a first visit uses: mutations (likes, applications) and the
 * router's blocker (the community post form) come with their screens, the query cache persister after
 * the first screen (app/query-cache-persistence.ts).
 */
const LATER_ONLY =
  /[\\/](useMutation|mutationObserver|hydration|useBlocker)\.js$|[\\/]@tanstack[\\/](query-persist-client-core|react-query-persist-client)[\\/]/;

/** The packages every first screen runs on (see `build.rolldownOptions` below). */
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/;

/**
 * Our modules every first screen runs: the app's start, the route definitions (the router keeps their
 * search and params validation and loaders out of the split screen chunks) and what those and the
 * shell import, and what the home screen shares with later screens. Each is shared with later
 * screens, so rolldown would give most of them a tiny chunk of their own. Keep the list to
 * first-screen code: anything listed loads on every first visit. firstScreenCheck() fails the build
 * when the list and the first screen of `/` disagree, so a rename cannot quietly undo the chunk.
 */
const FIRST_SCREEN_MODULES = [
  /[\\/]src[\\/](main\.tsx|routeTree\.gen\.ts)$/,
  /[\\/]src[\\/]routes[\\/][^?]*\.tsx$/, // a route file itself; its split screen has a `?tsr-split` query
  /[\\/]src[\\/]api[\\/](http|contract\.gen)\.ts$/,
  /[\\/]src[\\/]api[\\/]contract-gen[\\/](display|runtime-config|endpoint)\.gen\.ts$/,
  /[\\/]src[\\/]platform[\\/](storage|runtime-config|shop-links|route-flags|first-screen)\.ts$/,
  /[\\/]src[\\/]app[\\/](route-params|auth-guard|query-client|session-route)\.ts$/,
  /[\\/]src[\\/]ui[\\/](icons|lazy-image|smart-link|placeholders)\.tsx$/,
  /[\\/]src[\\/]ui[\\/](product-grid-search\.ts|near-viewport\.ts)$/,
  // The header's share button (its hook); the dialog and the share info's assembly load on a tap.
  /[\\/]src[\\/]ui[\\/]overlays[\\/]share\.tsx$/,
  /[\\/]src[\\/]features[\\/]session[\\/](return-path|tokens[\\/]tokens|session-host)\.ts$/,
  /[\\/]src[\\/]features[\\/](search[\\/]search-params|season[\\/]search|category[\\/]search)\.ts$/,
  /[\\/]contract[\\/](constants|guards|fallback-messages)\.ts$/,
  /[\\/]contract[\\/]rules[\\/](links|search-text)\.ts$/,
  /[\\/]machines[\\/](session[\\/]session-tags|maintenance[\\/]maintenance-rules)\.ts$/,
];

/** The rest of the first screen of `/`: the home route's screen, which the router plugin splits off. */
const HOME_SCREEN = /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split/;
const MAIN = /[\\/]src[\\/]main\.tsx$/;
/** The chunks the first screen of `/` may wait for besides the home screen's own. */
const FIRST_SCREEN_CHUNKS = new Set(['boot-shared', 'framework', 'app', 'rolldown-runtime']);

/**
 * A pattern split at each `(a|b)` group, so that each file it names can be looked for on its own:
 * `/x(a|b)$/` gives `/xa$/` and `/xb$/`.
 */
function alternatives(pattern: RegExp): RegExp[] {
  const source = pattern.source;
  // The index after the atom at `i`: an escape, a character class or one character.
  const atomEnd = (i: number) => {
    if (source[i] === '\\') return i + 2;
    if (source[i] !== '[') return i + 1;
    let j = i + 1;
    while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  for (let i = 0; i < source.length; i = atomEnd(i)) {
    if (source[i] !== '(' || source[i + 1] === '?') continue;
    const options: string[] = [];
    let depth = 0;
    let from = i + 1;
    let end = i + 1;
    for (; end < source.length && (depth > 0 || source[end] !== ')'); end = atomEnd(end)) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')') depth--;
      else if (source[end] === '|' && depth === 0) {
        options.push(source.slice(from, end));
        from = end + 1;
      }
    }
    // A repeated or optional group stays as it is.
    if (/[?*+{]/.test(source[end + 1] ?? '')) continue;
    options.push(source.slice(from, end));
    return options.flatMap((option) =>
      alternatives(new RegExp(source.slice(0, i) + option + source.slice(end + 1), pattern.flags)),
    );
  }
  return [pattern];
}

/**
 * Fails the build when FIRST_SCREEN_MODULES and the first screen of `/` disagree:
 * - a file a pattern names matches no module (it was renamed or removed);
 * - the app chunk or the home screen's chunk statically imports another chunk (so `/` waits for it):
 *   first-screen code that no pattern lists, e.g. a new or renamed shared module;
 * - the app chunk holds a module of ours that neither src/main.tsx nor the home screen reaches by
 *   static imports: it would load on every first visit for nothing.
 */
function firstScreenCheck(): Plugin {
  const ours = (id: string) => id.startsWith(root) && !id.includes('node_modules');
  const name = (id: string) => relative(root, id);
  return {
    name: 'first-screen-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      const ids = [...this.getModuleIds()];
      for (const pattern of FIRST_SCREEN_MODULES.flatMap(alternatives))
        if (!ids.some((id) => pattern.test(id)))
          problems.push(`FIRST_SCREEN_MODULES: ${pattern} matches no module`);

      const starts = ids.filter((id) => MAIN.test(id) || HOME_SCREEN.test(id));
      if (starts.length < 2)
        problems.push('src/main.tsx or the home route (src/routes/index.tsx) is missing');
      const firstScreen = new Set<string>();
      const pending = [...starts];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }

      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const startChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => starts.includes(id)));
      const waitedFor = new Set<Rolldown.OutputChunk>();
      const queue = [...startChunks];
      for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
        if (waitedFor.has(chunk)) continue;
        waitedFor.add(chunk);
        queue.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
      }
      for (const chunk of waitedFor)
        if (!FIRST_SCREEN_CHUNKS.has(chunk.name) && !startChunks.includes(chunk))
          problems.push(
            `${chunk.fileName} loads with the first screen of /: add its modules to FIRST_SCREEN_MODULES ` +
              `(ours) or FRAMEWORK_PACKAGES: ${chunk.moduleIds.map((id) => (ours(id) ? name(id) : id)).join(', ')}`,
          );

      const app = chunks.find((chunk) => chunk.name === 'app');
      if (!app) problems.push('no app chunk');
      for (const id of app?.moduleIds ?? [])
        if (ours(id) && !firstScreen.has(id))
          problems.push(`${name(id)} is in the app chunk, but no first screen imports it statically`);

      if (problems.length > 0)
        this.error(`The app chunk and the first screen disagree:\n${problems.join('\n')}`);
    },
  };
}

/**
 * Modules that always load together, each set in one chunk instead of one small chunk per shared module
 * (docs/performance.md, "Requests"): what the session host starts (`features/session/session.ts`), the
 * page-wide layers every page mounts after its first screen (`app/root-layers.tsx`), and what the home's
 * shelves share with the catalogue screens (`app/home-shelves.tsx`, not the shelves themselves, so a
 * list screen that shares a card does not load the home's shelves). A set is what its entry reaches by
 * static imports outside the first screen's chunks. The session's set comes first (the layers start the
 * session, so their chunk imports its chunk); what both the layers and the catalogue reach is a fourth,
 * shared chunk, so a catalogue screen never waits for the layers, nor the reverse (left to itself,
 * rolldown puts a group's dependencies into the group's chunk).
 */
const LOAD_TOGETHER = {
  session: { entry: /[\\/]src[\\/]features[\\/]session[\\/]session\.ts$/, withEntry: true },
  layers: { entry: /[\\/]src[\\/]app[\\/]root-layers\.tsx$/, withEntry: true },
  catalogue: { entry: /[\\/]src[\\/]app[\\/]home-shelves\.tsx$/, withEntry: false },
} as const;
/** `shared`: what both the layers and the catalogue reach (formatting, the recent lists), in a chunk of its own. */
type TogetherSet = keyof typeof LOAD_TOGETHER | 'shared';

/** Which set each module of the last build belongs to, filled when the module graph is complete. */
const togetherSets = new Map<string, TogetherSet>();

/** Whether a module is in one of the first screen's chunks (see `build.rolldownOptions`). */
const inFirstScreenChunk = (id: string) =>
  FRAMEWORK_PACKAGES.test(id) || FIRST_SCREEN_MODULES.some((pattern) => pattern.test(id));

function loadTogether(): Plugin {
  return {
    name: 'load-together',
    apply: 'build',
    buildEnd() {
      togetherSets.clear();
      const ids = [...this.getModuleIds()];
      const reach = (set: keyof typeof LOAD_TOGETHER) => {
        const { entry, withEntry } = LOAD_TOGETHER[set];
        const start = ids.find((id) => entry.test(id));
        if (!start) this.error(`LOAD_TOGETHER.${set}: no module matches ${entry}`);
        const seen = new Set<string>();
        const pending = [start];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id) || inFirstScreenChunk(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        if (!withEntry) seen.delete(start);
        return seen;
      };
      for (const id of reach('session')) togetherSets.set(id, 'session');
      const layers = reach('layers');
      const catalogue = reach('catalogue');
      for (const id of layers)
        if (!togetherSets.has(id)) togetherSets.set(id, catalogue.has(id) ? 'shared' : 'layers');
      for (const id of catalogue) if (!togetherSets.has(id)) togetherSets.set(id, 'catalogue');
    },
  };
}

/**
 * What a lazily imported chunk brings along when it is imported: its CSS (which nothing else would
 * load) and the first-screen chunks, not the other JS chunks it imports. Each of those hashed names sat
 * in the first load's dependency map (2 KB gzip of the first screen of `/`, and more with every route);
 * the browser fetches them when it reads the chunk's imports, one round trip later, which preloading a
 * route on intent (the router's `defaultPreload`) mostly hides. The page's own preloads are unchanged.
 */
function preloadDependencies(
  _file: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  if (hostType === 'html') return deps;
  return deps.filter((dep) => {
    const chunk = /(?:^|\/)(.+)-[\w-]{8}\.js$/.exec(dep)?.[1];
    return dep.endsWith('.css') || (chunk !== undefined && FIRST_SCREEN_CHUNKS.has(chunk));
  });
}

const proxy = Object.fromEntries(
  ['/api', '/media', '/dev-idp', '/dev-shop', '/healthz'].map((prefix) => [prefix, devApi]),
);

export default defineConfig({
  plugins: [
    contractMirror(),
    loadTogether(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too (the plugin keeps them in the route definitions by default): each pulls
      // its feature's queries and endpoint mirror, which would otherwise load with every first screen.
      // The home route keeps its own (src/routes/README.md, docs/performance.md).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
      addExtensions: true,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    firstScreenCheck(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Every browser we support preloads modules natively (Safari from 17); older ones simply fetch
    // each chunk when it is imported. The polyfill would cost the first load about 300 bytes gzip.
    modulePreload: { polyfill: false, resolveDependencies: preloadDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, rolldown cuts what every first screen needs into some forty small shared chunks;
          // two chunks (the framework, then our first-screen code) compress better and save about
          // 11 KB gzip of first-load JS (docs/performance.md). XState and the screens stay lazy.
          groups: [
            // What boot.ts shares with the app (Vite's preload helper, the release reload) on its own: in
            // a shared chunk it would make the boot script import (and the page wait for) that whole
            // chunk and its styles.
            {
              name: 'boot-shared',
              test: /vite[\\/]preload-helper|[\\/]src[\\/]platform[\\/]release-reload\.ts$/,
              priority: 1,
            },
            { name: 'framework', test: (id) => FRAMEWORK_PACKAGES.test(id) && !LATER_ONLY.test(id) },
            { name: 'app', test: (id) => FIRST_SCREEN_MODULES.some((pattern) => pattern.test(id)) },
            // Each set's chunk takes its modules before a later set's chunk would take them as dependencies.
            ...(['session', 'shared', 'layers', 'catalogue'] as const satisfies TogetherSet[]).map((set) => ({
              name: set,
              test: (id: string) => togetherSets.get(id) === set,
            })),
          ],
        },
      },
    },
  },
  css: {
    // Vite sets NODE_ENV before it loads this file: short names in builds only; the dev server keeps
    // readable ones (Vitest has its own config and keeps its defaults).
    modules: process.env.NODE_ENV === 'production' ? { generateScopedName: shortScopedName } : {},
  },
  resolve: {
    // TanStack Store and @xstate/react reach React's useSyncExternalStore through the React 17 shim
    // package; React 19 has it built in, and the shim (with its selector copy) cost every first load
    // about 0.6 KB gzip for code that only forwards to React.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: { proxy },
  preview: { proxy },
});
