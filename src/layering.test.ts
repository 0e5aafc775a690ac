import { describe, expect, it } from 'vitest';
import { resolveSpecifier, sourceFiles, violations } from '../tests/support/imports.ts';

/**
 * The import rules of docs/style.md ("Features"): shared code flows one way, ui/platform/api ->
 * features -> routes/app, and no feature imports another. machines/ stays pure: it never imports the
 * SPA. Tests and test-support assemble whole apps and may import anything. The server's layers, and
 * src/ never importing the server, are server/layering.test.ts's.
 */
const spaFiles = (dir: string) => sourceFiles(dir).filter((file) => !file.startsWith('src/test-support/'));

/** Why `from` may not import `to`, or undefined when it may. */
function layeringViolation(from: string, to: string): string | undefined {
  if (from.startsWith('machines/'))
    return to.startsWith('src/') ? 'machines/ never imports the SPA' : undefined;
  const layer = (path: string) => path.match(/^src\/(ui|platform|api|features|app|routes)\//)?.[1];
  const fromLayer = layer(from);
  const toLayer = layer(to);
  const shared = ['ui', 'platform', 'api'];
  if (fromLayer && shared.includes(fromLayer) && toLayer && !shared.includes(toLayer))
    return `${fromLayer}/ is shared code: it may not import ${toLayer}/`;
  if (fromLayer === 'features') {
    if (toLayer === 'app' || toLayer === 'routes') return `features may not import ${toLayer}/`;
    const feature = (path: string) => path.match(/^src\/features\/([^/]+)\//)?.[1];
    if (toLayer === 'features' && feature(from) !== feature(to))
      return `feature ${feature(from)} may not import feature ${feature(to)}`;
  }
  return undefined;
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
});
