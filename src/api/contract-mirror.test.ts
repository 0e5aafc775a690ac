import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDealDetail, getHomeDeals } from '#contract/display.ts';
import { defaultRuntimeConfig } from '#contract/runtime-config.ts';
import * as mirror from './contract.gen.ts';
import { loadContractModules, renderContractMirror } from './contract-mirror.codegen.ts';

describe('contract.gen.ts', () => {
  it('is up to date with contract/ (run `npx vite build` to regenerate)', () => {
    const files = renderContractMirror(loadContractModules());
    expect(
      readdirSync(new URL('./contract-gen/', import.meta.url)).map((file) => `contract-gen/${file}`),
    ).toEqual(Object.keys(files).filter((file) => file.startsWith('contract-gen/')));
    for (const [file, text] of Object.entries(files))
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).toBe(text);
  });

  it('carries method, path and service of each endpoint, and plain data as is', () => {
    expect(mirror.getHomeDeals).toMatchObject({
      method: getHomeDeals.method,
      path: getHomeDeals.path,
      service: getHomeDeals.service,
    });
    expect(mirror.getDealDetail.path).toBe(getDealDetail.path);
    expect(mirror.defaultRuntimeConfig).toEqual(defaultRuntimeConfig);
  });

  it('refuses two contract files exporting the same name', () => {
    const endpoint = { method: 'GET', path: '/api/x', service: 'display', auth: 'none', response: {} };
    const source = "import { z } from 'zod';";
    expect(() =>
      renderContractMirror({
        '../../contract/a.ts': { exports: { same: endpoint }, source },
        '../../contract/b.ts': { exports: { same: endpoint }, source },
      }),
    ).toThrow(/same/);
  });

  it('leaves out files without zod and exports that are not plain data', () => {
    const text = Object.values(
      renderContractMirror({
        '../../contract/plain.ts': { exports: { LIMIT: 3 }, source: 'export const LIMIT = 3;' },
        '../../contract/schemas.ts': {
          exports: { fn: () => 1, date: new Date(0), list: ['a'] },
          source: "import { z } from 'zod';",
        },
      }),
    ).join('\n');
    expect(text).not.toContain('LIMIT');
    expect(text).not.toContain('fn');
    expect(text).not.toContain('date');
    expect(text).toContain('export const list = ["a"]');
  });

  it('mirrors an endpoint file that takes its schemas from another file and never imports zod itself', () => {
    const endpoint = { method: 'POST', path: '/api/x', service: 'community', auth: 'member', response: {} };
    const files = renderContractMirror({
      '../../contract/shapes.ts': { exports: {}, source: "import { z } from 'zod';" },
      '../../contract/uses-shapes.ts': {
        exports: { upload: endpoint },
        source: "import { a } from './shapes.ts';",
      },
    });
    expect(files['contract-gen/uses-shapes.gen.ts']).toContain(
      'export const upload = {"module":"uses-shapes"',
    );
  });

  it('leaves out what a zod file re-exports from a zod-free one (the SPA imports the original)', () => {
    const LEVELS = [{ level: 1 }];
    const text = Object.values(
      renderContractMirror({
        '../../contract/rules.ts': { exports: { LEVELS, UNIT: 100 }, source: 'export const UNIT = 100;' },
        '../../contract/schemas.ts': {
          exports: { LEVELS, UNIT: 100, OTHER: 100, own: [{ level: 1 }] },
          source: "import { z } from 'zod';",
        },
      }),
    ).join('\n');
    expect(text).not.toContain('LEVELS');
    expect(text).not.toContain('UNIT');
    // Same value under another name, or an equal copy, is the zod file's own.
    expect(text).toContain('export const OTHER = 100');
    expect(text).toContain('export const own = [{"level":1}]');
  });
});
