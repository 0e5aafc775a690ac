import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsIn, resolveSpecifier, root, sourceFiles, violations } from '../tests/support/imports.ts';

/**
 * The server's layers point one way (README.md, "Layout"): contract/ at the bottom, then
 * server/{db,http,shared,plugins}/, then server/modules/, then the seed (server/seed/), which writes
 * through the modules. src/ (the SPA) stands beside the server and shares only contract/ with it.
 *
 * The server's tests and `*.testing.ts` helpers are exempt from the server rules: they build whole
 * apps (a member signed in through the auth module, a post to preview, a seeded catalogue). contract/'s
 * tests and src/'s tests are not: the bottom layer is tested with what it holds, and the SPA's tests
 * run without a server.
 */

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /\.testing\.ts$/.test(file);

/**
 * Production server code that may still run the seed, each for its reason. Nothing here is loaded by a
 * request: these are the process entry and command-line tools.
 */
const SEED_RUNNERS: { path: string; why: string }[] = [
  {
    path: 'server/main.ts',
    why: 'the process entry runs prepareDatabase (server/seed/prepare.ts): it migrates, and seeds only where seedsOnStart, never in production',
  },
  {
    path: 'server/catalog/generate.ts',
    why: 'a command-line tool writing load-test catalogues (docs/catalog-format.md) from the seeded one; the app never loads it',
  },
];

/** Why `from` may not import `to`, or undefined when it may. Paths are from the project root. */
function layeringViolation(from: string, to: string): string | undefined {
  if (from.startsWith('src/') && to.startsWith('server/')) return 'src/ never imports the server';
  if (from.startsWith('contract/') && (to.startsWith('server/') || to.startsWith('tests/')))
    return `contract/ is the bottom layer: it never imports ${to.split('/')[0]}/`;
  if (!from.startsWith('server/') || isTestCode(from)) return undefined;
  const lower = from.match(/^server\/(db|http|shared|plugins)\//)?.[1];
  if (lower && to.startsWith('server/modules/'))
    return `server/${lower}/ is below the modules: it never imports server/modules/`;
  if (
    to.startsWith('server/seed/') &&
    !from.startsWith('server/seed/') &&
    !SEED_RUNNERS.some(({ path }) => from === path || (path.endsWith('/') && from.startsWith(path)))
  )
    return 'production code never imports the seed (server/seed/)';
  return undefined;
}

describe('server layering', () => {
  it('names what breaks the rules', () => {
    expect(layeringViolation('server/http/spa.ts', 'server/modules/link-preview/link-preview.ts')).toBe(
      'server/http/ is below the modules: it never imports server/modules/',
    );
    expect(layeringViolation('server/shared/a.ts', 'server/modules/media/b.ts')).toBe(
      'server/shared/ is below the modules: it never imports server/modules/',
    );
    expect(layeringViolation('server/db/migrations/0099_x.ts', 'server/modules/a/b.ts')).toBe(
      'server/db/ is below the modules: it never imports server/modules/',
    );
    expect(layeringViolation('server/plugins/external/a.ts', 'server/modules/auth/b.ts')).toBe(
      'server/plugins/ is below the modules: it never imports server/modules/',
    );
    expect(layeringViolation('server/modules/notice/notice.cli.ts', 'server/seed/tables/notices.ts')).toBe(
      'production code never imports the seed (server/seed/)',
    );
    expect(layeringViolation('server/db/migrations/0012_x.ts', 'server/seed/tables/a.ts')).toBe(
      'production code never imports the seed (server/seed/)',
    );
    expect(
      layeringViolation('contract/rules/banned-words.test.ts', 'server/seed/tables/banned-words.ts'),
    ).toBe('contract/ is the bottom layer: it never imports server/');
    expect(layeringViolation('contract/a.ts', 'tests/support/food-vocabulary.ts')).toBe(
      'contract/ is the bottom layer: it never imports tests/',
    );
    expect(layeringViolation('src/api/http.ts', 'server/http/errors.ts')).toBe(
      'src/ never imports the server',
    );
    expect(layeringViolation('src/a.test.ts', 'server/app.ts')).toBe('src/ never imports the server');
  });

  it('lets the layers above use the ones below', () => {
    expect(layeringViolation('server/modules/a/a.routes.ts', 'server/http/register.ts')).toBeUndefined();
    expect(layeringViolation('server/modules/a/a.ts', 'server/modules/b/b.ts')).toBeUndefined();
    expect(layeringViolation('server/seed/seed.ts', 'server/modules/search/search.query.ts')).toBeUndefined();
    expect(layeringViolation('server/app.ts', 'server/modules/a/a.routes.ts')).toBeUndefined();
    expect(layeringViolation('server/http/a.test.ts', 'server/modules/auth/auth.testing.ts')).toBeUndefined();
    expect(layeringViolation('server/shared/a.testing.ts', 'server/modules/auth/b.ts')).toBeUndefined();
    expect(layeringViolation('server/modules/a/a.test.ts', 'server/seed/seed.ts')).toBeUndefined();
    expect(layeringViolation('server/main.ts', 'server/seed/prepare.ts')).toBeUndefined();
    expect(layeringViolation('server/db/migrate.ts', 'contract/a.ts')).toBeUndefined();
    expect(layeringViolation('src/features/a/b.ts', 'contract/a.ts')).toBeUndefined();
    expect(layeringViolation('contract/a.test.ts', 'contract/fixtures/a.ts')).toBeUndefined();
  });

  it('reads static, dynamic and aliased imports', () => {
    expect(resolveSpecifier('server/http/spa.ts', '../modules/a/a.ts')).toBe('server/modules/a/a.ts');
    expect(resolveSpecifier('src/api/http.ts', '#contract/errors.ts')).toBe('contract/errors.ts');
    const text = [
      "import type { A } from '../../modules/a/a.ts';",
      "export { b } from '#contract/b.ts';",
      "const c = await import('../../seed/c.ts');",
      "import 'node:fs';",
    ].join('\n');
    expect(importsIn('server/http/x/y.ts', text)).toEqual([
      'server/modules/a/a.ts',
      'contract/b.ts',
      'server/seed/c.ts',
    ]);
  });

  it('holds for the server, the contract and the SPA', () => {
    const files = [
      ...sourceFiles('server', { tests: true }),
      ...sourceFiles('contract', { tests: true }),
      ...sourceFiles('src', { tests: true }),
    ];
    expect(files).toContain('server/layering.test.ts');
    expect(violations(files, layeringViolation)).toEqual([]);
  });
});

/**
 * One import style (README.md, "Layout"): an import that crosses into contract/, machines/ or src/
 * from another top-level folder uses its alias (`#contract/…`), so a file reads the same wherever it
 * sits and moves without its imports changing; inside one folder, imports stay relative.
 */
function climbingImports(file: string, text: string): string[] {
  const top = file.split('/')[0];
  return [
    ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g),
  ].flatMap(([, specifier = '']) => {
    const target = resolveSpecifier(file, specifier) ?? '';
    const targetTop = target.split('/')[0] ?? '';
    return targetTop !== top && ['contract', 'machines', 'src'].includes(targetTop)
      ? [`${file}: '${specifier}' is '#${target}'`]
      : [];
  });
}

describe('import style', () => {
  it('names an import that climbs into another folder instead of using its alias', () => {
    expect(climbingImports('server/a/b.ts', "import { x } from '../../contract/x.ts';")).toEqual([
      "server/a/b.ts: '../../contract/x.ts' is '#contract/x.ts'",
    ]);
    expect(climbingImports('tests/e2e/a.spec.ts', "await import('../../src/a.ts')")).toEqual([
      "tests/e2e/a.spec.ts: '../../src/a.ts' is '#src/a.ts'",
    ]);
    expect(climbingImports('src/a/b.ts', "import { x } from '../c/x.ts';")).toEqual([]);
    expect(climbingImports('server/a.ts', "import { x } from '#contract/x.ts';")).toEqual([]);
    expect(climbingImports('server/a/b.ts', "import { x } from '../../tests/support/x.ts';")).toEqual([]);
  });

  it('holds in every folder', () => {
    const files = ['contract', 'machines', 'src', 'server', 'tests', 'scripts', 'bench'].flatMap((dir) =>
      sourceFiles(dir, { tests: true }),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => climbingImports(file, readFileSync(join(root, file), 'utf8')))).toEqual(
      [],
    );
  });
});
