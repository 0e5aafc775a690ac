/**
 * Writes of the search index (documents, postings, tags, suggestions) and the catalogue rows it is built
 * from. Each query runs on SQLite and PostgreSQL alike (docs/search.md).
 */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { CategoryTable, DB, Db } from '../../db/schema.ts';
import type {
  SearchDocumentTable,
  SearchSuggestionTable,
  SearchTagTable,
  SearchTermTable,
} from '../../db/schema-search.ts';
import { chunk, IN_CHUNK, MAX_PARAMS } from '../../shared/chunk.ts';

export interface IndexSourceRow {
  product_no: number;
  name: string;
  origin: string;
  popularity: number;
  category_code: string;
  sale_price: number;
  sold_out: number;
  store_name: string | null;
  region_name: string | null;
  region_short_name: string | null;
}

function sourceQuery(db: Db) {
  return db
    .selectFrom('product as p')
    .leftJoin('store as s', 's.store_id', 'p.store_id')
    .leftJoin('region as r', 'r.code', 's.region_code')
    .select([
      'p.product_no',
      'p.name',
      'p.origin',
      'p.popularity',
      'p.category_code',
      'p.sale_price',
      'p.sold_out',
      's.name as store_name',
      'r.name as region_name',
      'r.short_name as region_short_name',
    ]);
}

export async function loadIndexSources(db: Db, productNos?: readonly number[]): Promise<IndexSourceRow[]> {
  if (!productNos) return sourceQuery(db).orderBy('p.product_no').execute();
  const rows: IndexSourceRow[] = [];
  for (const part of chunk(productNos, IN_CHUNK)) {
    rows.push(...(await sourceQuery(db).where('p.product_no', 'in', part).execute()));
  }
  return rows;
}

export async function loadCategories(db: Db): Promise<Selectable<CategoryTable>[]> {
  return db
    .selectFrom('category')
    .selectAll()
    .orderBy('depth')
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export async function loadDocuments(
  db: Db,
  productNos: readonly number[],
): Promise<Selectable<SearchDocumentTable>[]> {
  const rows: Selectable<SearchDocumentTable>[] = [];
  for (const part of chunk(productNos, IN_CHUNK)) {
    rows.push(
      ...(await db.selectFrom('search_document').selectAll().where('product_no', 'in', part).execute()),
    );
  }
  return rows;
}

export async function clearIndex(db: Db): Promise<void> {
  await db.deleteFrom('search_tag').execute();
  await db.deleteFrom('search_term').execute();
  await db.deleteFrom('search_document').execute();
  await db.deleteFrom('search_suggestion').execute();
}

async function insertBatches<
  T extends 'search_document' | 'search_term' | 'search_suggestion' | 'search_tag',
>(db: Db, table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(first).length));
  for (const part of chunk(rows, perStatement)) {
    // Kysely cannot tie a generic table to its row type, hence `never`.
    await db
      .insertInto(table)
      .values(part as never)
      .execute();
  }
}

export const insertDocuments = (db: Db, rows: readonly Insertable<SearchDocumentTable>[]) =>
  insertBatches(db, 'search_document', rows);
export const insertTerms = (db: Db, rows: readonly Insertable<SearchTermTable>[]) =>
  insertBatches(db, 'search_term', rows);
export const insertSuggestions = (db: Db, rows: readonly Insertable<SearchSuggestionTable>[]) =>
  insertBatches(db, 'search_suggestion', rows);

export const insertTags = (db: Db, rows: readonly Insertable<SearchTagTable>[]) =>
  insertBatches(db, 'search_tag', rows);

/** Adds (or, with negative counts, takes back) products carrying tags; drops tags nobody carries. */
export async function addToTags(db: Db, deltas: ReadonlyMap<string, number>): Promise<void> {
  for (const [piece, delta] of deltas) {
    if (delta === 0) continue;
    await db
      .insertInto('search_tag')
      .values({ piece, product_count: delta })
      .onConflict((conflict) =>
        conflict.column('piece').doUpdateSet((eb) => ({
          product_count: eb('search_tag.product_count', '+', eb.ref('excluded.product_count')),
        })),
      )
      .execute();
  }
  await db.deleteFrom('search_tag').where('product_count', '<=', 0).execute();
}

export async function deleteDocuments(db: Db, productNos: readonly number[]): Promise<void> {
  for (const part of chunk(productNos, IN_CHUNK)) {
    await db.deleteFrom('search_document').where('product_no', 'in', part).execute();
  }
}

/** Deletes one product's grams through the primary key (term, product_no): no second index needed. */
export async function deleteTerms(db: Db, productNo: number, terms: readonly string[]): Promise<void> {
  for (const part of chunk(terms, IN_CHUNK)) {
    await db
      .deleteFrom('search_term')
      .where('product_no', '=', productNo)
      .where('term', 'in', part)
      .execute();
  }
}

/** Adds (or, with negative numbers, takes back) what products contribute to suggestion rows. */
export async function addToSuggestions(
  db: Db,
  rows: readonly Insertable<SearchSuggestionTable>[],
): Promise<void> {
  const merged = new Map<string, Insertable<SearchSuggestionTable>>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.text}\u0000${row.start}`;
    const seen = merged.get(key);
    if (seen) {
      seen.weight = Number(seen.weight) + Number(row.weight);
      seen.product_count = Number(seen.product_count) + Number(row.product_count);
    } else merged.set(key, { ...row });
  }
  for (const row of merged.values()) {
    if (Number(row.weight) === 0 && Number(row.product_count) === 0) continue;
    await db
      .insertInto('search_suggestion')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'text', 'start']).doUpdateSet({
          weight: (eb) => eb('search_suggestion.weight', '+', eb.ref('excluded.weight')),
          product_count: (eb) => eb('search_suggestion.product_count', '+', eb.ref('excluded.product_count')),
        }),
      )
      .execute();
  }
  await db.deleteFrom('search_suggestion').where('product_count', '<=', 0).execute();
}

/** Planner statistics after a bulk load, so PostgreSQL drives the joins from the inverted index. */
export async function analyzeIndex(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql`analyze search_term`.execute(db);
    await sql`analyze search_tag`.execute(db);
    await sql`analyze search_document`.execute(db);
    await sql`analyze search_suggestion`.execute(db);
  }
}
