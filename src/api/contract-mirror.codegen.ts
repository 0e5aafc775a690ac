/**
 * Build-time only (vite.config.ts and the drift test load it; the app never imports it, or zod would
 * ride along). Renders src/api/contract.gen.ts and src/api/contract-gen/ from the modules in contract/.
 */

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

interface ContractModule {
  exports: Record<string, unknown>;
  /** The file's text: a file that never imports zod is imported by the app directly, not mirrored. */
  source: string;
}
type ModuleMap = Record<string, ContractModule>;

const IMPORTS_ZOD = /from\s+['"]zod(\/[^'"]*)?['"]/;

/** Every contract module, keyed by file path. Loaded through Vite, so it works in vite.config.ts and Vitest alike. */
export function loadContractModules(): ModuleMap {
  // rules/ is read for what it exports only (it is never mirrored): see zodFree below.
  const exports = import.meta.glob<Record<string, unknown>>(
    ['../../contract/*.ts', '../../contract/rules/*.ts', '!../../contract/**/*.test.ts'],
    {
      eager: true,
    },
  );
  const sources = import.meta.glob<string>(
    ['../../contract/*.ts', '../../contract/rules/*.ts', '!../../contract/**/*.test.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  );
  return Object.fromEntries(
    Object.entries(exports).map(([path, module]) => [path, { exports: module, source: sources[path] ?? '' }]),
  );
}

function isEndpoint(value: unknown): value is Record<'method' | 'path' | 'service' | 'auth', string> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.method === 'string' &&
    HTTP_METHODS.has(candidate.method) &&
    typeof candidate.path === 'string' &&
    typeof candidate.service === 'string' &&
    typeof candidate.auth === 'string' &&
    typeof candidate.response === 'object'
  );
}

/** JSON-like data only: a zod schema, a function or a class instance is not mirrored. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * A file the app may import directly: it never imports zod and defines no endpoint. An endpoint file
 * always carries zod, if only through the shapes it imports (contract/community-photos.ts takes its
 * schemas from community.ts and never names zod itself), so it is mirrored.
 */
function isZodFree(contract: ContractModule): boolean {
  return !IMPORTS_ZOD.test(contract.source) && !Object.values(contract.exports).some(isEndpoint);
}

function moduleName(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/\.ts$/, '');
}

function namespaceOf(module: string): string {
  return `${module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Contract`;
}

const HEADER = [
  '// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.',
  '// biome-ignore-all format: generated file',
  '// biome-ignore-all lint: generated file',
];

/**
 * The mirror's files, keyed by path relative to src/api: one per contract module under `contract-gen/`,
 * and `contract.gen.ts` re-exporting them all. One file per module lets the bundler put each module's
 * endpoints with the screens that call them: the first screen carries the display endpoints, not all.
 */
export function renderContractMirror(modules: ModuleMap): Record<string, string> {
  const files: Record<string, string> = {};
  const barrel: string[] = [];
  const owners = new Map<string, string>();
  // What the zod-free files export: a zod file re-exporting one of these (point.ts re-exports
  // star-rules.ts) is not mirrored, so the SPA imports the one zod-free original, never a copy.
  const zodFree = new Map<string, unknown>();
  for (const contract of Object.values(modules)) {
    if (!isZodFree(contract)) continue;
    for (const [name, value] of Object.entries(contract.exports)) zodFree.set(name, value);
  }
  const reExported = (name: string, value: unknown) => zodFree.has(name) && zodFree.get(name) === value;

  for (const path of Object.keys(modules).sort()) {
    const module = moduleName(path);
    const contract = modules[path];
    if (!contract || isZodFree(contract)) continue;
    const namespace = namespaceOf(module);
    const { exports } = contract;
    const lines: string[] = [];
    for (const name of Object.keys(exports).sort()) {
      const value = exports[name];
      if (reExported(name, value)) continue;
      let line: string | undefined;
      if (isEndpoint(value)) {
        const ref = {
          module,
          name,
          method: value.method,
          path: value.path,
          service: value.service,
          auth: value.auth,
        };
        line = `export const ${name} = ${JSON.stringify(ref)} as EndpointRef<typeof ${namespace}.${name}>;`;
      } else if (isPlainData(value)) {
        line = `export const ${name} = ${JSON.stringify(value)} as unknown as typeof ${namespace}.${name};`;
      }
      if (!line) continue;
      const owner = owners.get(name);
      if (owner)
        throw new Error(`contract/${owner}.ts 와 contract/${module}.ts 가 같은 이름 ${name} 을 내보냅니다.`);
      owners.set(name, module);
      lines.push(line);
    }
    if (lines.length === 0) continue;
    const file = `contract-gen/${module}.gen.ts`;
    files[file] = [
      ...HEADER,
      `import type * as ${namespace} from '#contract/${module}.ts';`,
      "import type { EndpointRef } from '../endpoint-ref.ts';",
      '',
      ...lines,
      '',
    ].join('\n');
    barrel.push(`export * from './${file}';`);
  }

  // The modules in file-name order, which Biome's import order does not follow (account-app before account).
  const barrelHeader = '// biome-ignore-all assist/source/organizeImports: generated file';
  files['contract.gen.ts'] = [...HEADER, barrelHeader, ...barrel, ''].join('\n');
  return files;
}
