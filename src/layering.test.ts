import { describe, expect, it } from 'vitest';
import { importsOf, resolveSpecifier, sourceFiles, violations } from '../tests/support/imports.ts';

/**
 * The import rules of docs/style.md ("Features"): shared code flows one way, ui/platform/api ->
 * features -> routes/app, and no feature imports another; inside the shared code too, platform -> api
 * -> ui. machines/ stays pure: it never imports the SPA. No module reaches itself again through its
 * imports (type-only and lazy ones count: a loop of types is still two files that need each other).
 * Tests and test-support assemble whole apps and may import anything. The server's layers, and src/
 * never importing the server, are server/layering.test.ts's.
 */
const spaFiles = (dir: string) => sourceFiles(dir).filter((file) => !file.startsWith('src/test-support/'));

/** Why `from` may not import `to`, or undefined when it may. */
function layeringViolation(from: string, to: string): string | undefined {
  if (from.startsWith('machines/'))
    return to.startsWith('src/') ? 'machines/ never imports the SPA' : undefined;
  const layer = (path: string) => path.match(/^src\/(ui|platform|api|features|app|routes)\//)?.[1];
  const fromLayer = layer(from);
  const toLayer = layer(to);
  // Lowest first: the browser's services, the HTTP client on them, the shared screens' parts on both.
  const shared = ['platform', 'api', 'ui'];
  if (fromLayer && shared.includes(fromLayer) && toLayer && !shared.includes(toLayer))
    return `${fromLayer}/ is shared code: it may not import ${toLayer}/`;
  if (
    fromLayer &&
    toLayer &&
    shared.indexOf(toLayer) > shared.indexOf(fromLayer) &&
    shared.includes(fromLayer)
  )
    return `${fromLayer}/ sits below ${toLayer}/: it may not import it`;
  if (fromLayer === 'features') {
    if (toLayer === 'app' || toLayer === 'routes') return `features may not import ${toLayer}/`;
    const feature = (path: string) => path.match(/^src\/features\/([^/]+)\//)?.[1];
    if (toLayer === 'features' && feature(from) !== feature(to))
      return `feature ${feature(from)} may not import feature ${feature(to)}`;
  }
  return undefined;
}

/** The import loops among `files`, each as the files of one strongly connected part (Tarjan). */
function importLoops(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((target) => known.has(target))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      part.push(member);
      if (member === file) break;
    }
    if (part.length > 1 || edges.get(file)?.includes(file)) loops.push(part.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops;
}

describe('layering', () => {
  it('names what breaks the rules', () => {
    expect(layeringViolation('src/features/likes/a.ts', 'src/features/session/b.ts')).toBe(
      'feature likes may not import feature session',
    );
    expect(layeringViolation('src/features/likes/a.ts', 'src/features/likes/api/b.ts')).toBeUndefined();
    expect(layeringViolation('src/features/likes/a.ts', 'src/app/auth-guard.ts')).toBe(
      'features may not import app/',
    );
    expect(layeringViolation('src/ui/a.tsx', 'src/features/deals/b.ts')).toBe(
      'ui/ is shared code: it may not import features/',
    );
    expect(layeringViolation('src/ui/a.tsx', 'src/platform/b.ts')).toBeUndefined();
    expect(layeringViolation('src/api/a.ts', 'src/platform/b.ts')).toBeUndefined();
    expect(layeringViolation('src/platform/a.ts', 'src/api/contract.gen.ts')).toBe(
      'platform/ sits below api/: it may not import it',
    );
    expect(layeringViolation('src/api/a.ts', 'src/ui/b.tsx')).toBe(
      'api/ sits below ui/: it may not import it',
    );
    expect(layeringViolation('src/routes/a.tsx', 'src/features/deals/b.ts')).toBeUndefined();
    expect(layeringViolation('src/app/a.tsx', 'src/features/deals/b.ts')).toBeUndefined();
    expect(layeringViolation('machines/a/a.ts', 'src/platform/b.ts')).toBe('machines/ never imports the SPA');
    expect(layeringViolation('src/features/deals/a.ts', 'contract/display.ts')).toBeUndefined();
  });

  it('sees through the package.json aliases', () => {
    expect(resolveSpecifier('src/features/deals/api/a.ts', '#contract/display.ts')).toBe(
      'contract/display.ts',
    );
    expect(resolveSpecifier('src/routes/a/b/c/d.tsx', '#src/app/auth-guard.ts')).toBe(
      'src/app/auth-guard.ts',
    );
    expect(resolveSpecifier('machines/a/a.ts', '#machines/b/b.ts')).toBe('machines/b/b.ts');
    expect(resolveSpecifier('src/ui/a.tsx', '../platform/b.ts')).toBe('src/platform/b.ts');
    expect(resolveSpecifier('src/ui/a.tsx', 'react')).toBeUndefined();
  });

  it('holds for every module of the SPA and the machines', () => {
    expect(violations([...spaFiles('src'), ...spaFiles('machines')], layeringViolation)).toEqual([]);
  });

  it('has no import loops in the SPA, the machines or the contract', () => {
    const files = [...spaFiles('src'), ...spaFiles('machines'), ...sourceFiles('contract')];
    expect(importLoops(files)).toEqual([]);
  });
});
