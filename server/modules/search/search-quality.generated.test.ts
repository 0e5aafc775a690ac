/**
 * Search quality on a generated catalogue the engine has never seen in the seed
 * (bench/search-quality/catalogue.ts: products named by their kind or its other names) and a thousand
 * labelled queries of sixteen kinds (bench/search-quality/queries.ts), on a fixed seed: recall@10 per
 * kind, printed and held at the floor, no silent empty answer (nothing returned although relevant
 * products exist) and no food word corrected into another. The number to report comes from a fresh
 * seed: `node --import tsx bench/search-quality/quality-report.ts --seed=<n>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allKinds,
  catalogueText,
  DEFAULT_SEED,
  generateQualityCatalogue,
  otherNames,
} from '../../../bench/search-quality/catalogue.ts';
import {
  formatQuality,
  measureQuality,
  type QualityReport,
} from '../../../bench/search-quality/quality-report.ts';
import { labelledQueries, nearWords } from '../../../bench/search-quality/queries.ts';
import { dialectCases, openTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { importCatalog } from '../../catalog/catalog-import.ts';

/** Every kind's floor: the target. Never lower it to make a change pass. */
const TARGET = 0.97;

const catalogue = generateQualityCatalogue({ products: 3000, seed: DEFAULT_SEED });
const queries = labelledQueries(catalogue.products, { seed: DEFAULT_SEED });

describe('the generated quality set', () => {
  it('has thousands of products and at least 400 labelled queries of sixteen kinds', () => {
    expect(catalogue.products.length).toBe(3000);
    expect(queries.length).toBeGreaterThanOrEqual(400);
    expect(new Set(queries.map((q) => q.kind)).size).toBe(16);
    expect(new Set(queries.map((q) => q.query)).size).toBe(queries.length);
  });

  it('names at least 60 kinds other ways too, each name of one kind only and never itself a kind', () => {
    const kinds = new Set(allKinds().map((k) => k.kind));
    const names = otherNames();
    expect(new Set(names.map((n) => n.kind)).size).toBeGreaterThanOrEqual(60);
    expect(names.filter((n) => !kinds.has(n.kind) || kinds.has(n.name)).map((n) => n.name)).toEqual([]);
    expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
  });

  it('has a held-out table of at least 80 kinds, each name of one kind only, never a kind nor in OTHER_NAMES', () => {
    const kinds = new Set(allKinds().map((k) => k.kind));
    const seen = new Set(otherNames().map((n) => n.name));
    const names = otherNames('holdout');
    // Counts, not lists: a failure must not print the held-out names.
    expect(new Set(names.map((n) => n.kind)).size).toBeGreaterThanOrEqual(80);
    expect(names.filter((n) => !kinds.has(n.kind) || kinds.has(n.name)).length).toBe(0);
    expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
    expect(names.filter((n) => seen.has(n.name)).length).toBe(0);
  });

  it("writes about a third of those kinds' products by another name", () => {
    const named = new Set(otherNames().map((n) => n.kind));
    const ofNamed = catalogue.products.filter((p) => named.has(p.kind));
    const share = ofNamed.filter((p) => p.written !== p.kind).length / ofNamed.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.42);
    // The same with the held-out table.
    const holdout = generateQualityCatalogue({ products: 3000, seed: DEFAULT_SEED, names: 'holdout' });
    const heldOut = new Set(otherNames('holdout').map((n) => n.kind));
    const ofHeldOut = holdout.products.filter((p) => heldOut.has(p.kind));
    const heldOutShare = ofHeldOut.filter((p) => p.written !== p.kind).length / ofHeldOut.length;
    expect(heldOutShare).toBeGreaterThan(0.25);
    expect(heldOutShare).toBeLessThan(0.42);
  });

  it('has near words that are kinds one jamo apart (부추 and 배추), and a fresh seed gives another set', () => {
    const kinds = allKinds().map((k) => k.kind);
    expect(nearWords('부추', kinds)).toContain('배추');
    expect(queries.filter((q) => q.kind === 'near-word').length).toBeGreaterThanOrEqual(15);
    const fresh = labelledQueries(generateQualityCatalogue({ products: 3000, seed: 7 }).products, {
      seed: 7,
    });
    expect(fresh.map((q) => q.query)).not.toEqual(queries.map((q) => q.query));
  });
});

describe.each(dialectCases())('generated search quality on $dialect', ({ dialect, available }) => {
  describe.skipIf(!available)('', () => {
    let t: TestDatabase;
    let report: QualityReport;
    beforeAll(async () => {
      t = await openTestDatabase(dialect, { seed: false });
      const imported = await importCatalog(t.database.db, catalogueText(catalogue));
      if (!imported.ok) throw new Error(`the catalogue did not import: ${imported.problems[0]?.message}`);
      report = await measureQuality(t.database.db, catalogue.products, queries);
      console.log(formatQuality(report, `[${dialect}]`));
      console.log(report.misses.map((miss) => `  below 1: ${miss}`).join('\n'));
      console.log(`  corrected near words: ${report.correctedNearWords.join(', ') || 'none'}`);
    }, 240_000);
    afterAll(async () => {
      await t?.cleanup();
    });

    it('labels only queries whose relevant products are in the catalogue', () => {
      expect(report.withoutRelevant).toEqual([]);
    });

    it('never answers with nothing where relevant products exist', () => {
      expect(report.silentEmpty).toEqual([]);
    });

    it('never corrects a food word into another (부추 is not 배추)', () => {
      expect(report.correctedNearWords).toEqual([]);
    });

    it('holds recall@10 of every kind at its floor', () => {
      const below = report.byKind
        .filter((k) => k.recall < TARGET)
        .map((k) => `${k.kind} ${k.recall.toFixed(3)} < ${TARGET}`);
      expect(below).toEqual([]);
    });
  });
});
