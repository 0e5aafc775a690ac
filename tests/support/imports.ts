import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads which of our own modules a file imports, for the layering tests (src/layering.test.ts,
 * server/layering.test.ts). Paths are relative to the project root, with forward slashes.
 */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every TS/TSX file under `dir`, tests left out unless asked for. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && (tests || !isTest(entry.name)))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** package.json "imports": the `#contract/*`-style aliases that stand for a folder of the project. */
const aliases = Object.entries(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> })
    .imports,
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), folder: target.replace(/\*$/, '') }));

/** A specifier as a path from the project root, or undefined for a package. */
export function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier));
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  if (specifier.startsWith('#') && !alias)
    throw new Error(`${file}: ${specifier} is no alias of package.json`);
  return alias && relative(root, resolve(root, alias.folder, specifier.slice(alias.prefix.length)));
}

/** Every module of ours `text` (the source of `file`) imports, statically or with `import()`. */
export function importsIn(file: string, text: string): string[] {
  const specifiers = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]((?:\.{1,2}\/|#)[^'"]+)['"]/g);
  return [...specifiers].flatMap(([, specifier]) => resolveSpecifier(file, specifier ?? '') ?? []);
}

/** Every module of ours a file imports, as a path from the project root. */
export function importsOf(file: string): string[] {
  return importsIn(file, readFileSync(join(root, file), 'utf8'));
}

/** `file -> target: why` for every import of `files` that `violation` names. */
export function violations(
  files: string[],
  violation: (from: string, to: string) => string | undefined,
): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap((target) => {
      const why = violation(file, target);
      return why ? [`${file} -> ${target}: ${why}`] : [];
    }),
  );
}
