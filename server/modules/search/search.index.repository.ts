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
import { isPostgres } from '../../db/transaction.ts';
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

/** The next `limit` products after product number `after`, in product order: a rebuild's batch. */
export function loadIndexSourcesAfter(db: Db, after: number, limit: number): Promise<IndexSourceRow[]> {
  return sourceQuery(db).where('p.product_no', '>', after).orderBy('p.product_no').limit(limit).execute();
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
/**
 * PostgreSQL array literals, written here rather than by the driver's generic serialiser (a third of
 * a bulk rebuild's time in JavaScript went there): every text element quoted, `"` and `\\` escaped.
 */
const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const numberArray = (values: readonly number[]): string => `{${values.join(',')}}`;

/** Postings per statement on PostgreSQL, sent as one array per column. */
const TERMS_PER_ARRAY_STATEMENT = 50_000;

export async function insertTerms(db: Db, rows: readonly Insertable<SearchTermTable>[]): Promise<void> {
  if (!isPostgres(db)) return insertBatches(db, 'search_term', rows);
  // Seven array parameters instead of seven parameters a row: a rebuild writes about 75 postings a
  // product, and building and planning statements of 30,000 parameters cost more than the inserts.
  for (let start = 0; start < rows.length; start += TERMS_PER_ARRAY_STATEMENT) {
    const end = Math.min(rows.length, start + TERMS_PER_ARRAY_STATEMENT);
    const columns = {
      term: [] as string[],
      product_no: [] as number[],
      score: [] as number[],
      category_code: [] as string[],
      sale_price: [] as number[],
      popularity: [] as number[],
      sold_out: [] as number[],
    };
    for (let i = start; i < end; i += 1) {
      const row = rows[i]!;
      columns.term.push(row.term);
      columns.product_no.push(row.product_no);
      columns.score.push(row.score);
      columns.category_code.push(row.category_code);
      columns.sale_price.push(row.sale_price);
      columns.popularity.push(row.popularity);
      columns.sold_out.push(row.sold_out);
    }
    const [term, productNo, score, categoryCode, salePrice, popularity, soldOut] = [
      textArray(columns.term),
      numberArray(columns.product_no),
      numberArray(columns.score),
      textArray(columns.category_code),
      numberArray(columns.sale_price),
      numberArray(columns.popularity),
      numberArray(columns.sold_out),
    ];
    await sql`insert into search_term (term, product_no, score, category_code, sale_price, popularity, sold_out)
      select * from unnest(${term}::text[], ${productNo}::int[], ${score}::int[], ${categoryCode}::text[],
        ${salePrice}::int[], ${popularity}::int[], ${soldOut}::int[])`.execute(db);
  }
}
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

/** The tables whose indexes a bulk rebuild builds after the load (search_tag is small). */
const BULK_TABLES = ['search_document', 'search_term', 'search_suggestion'] as const;

/**
 * PostgreSQL: drops the indexes (primary keys included) of the search tables and returns what puts
 * them back exactly as they were (their definitions are read from the catalogue, so whatever the
 * migrations made). Building a b-tree once from sorted input is several times faster than inserting
 * tens of millions of postings into it. Takes the tables' exclusive lock until the transaction ends:
 * only for a bulk load (importCatalog's `bulk`).
 */
export async function dropIndexesForLoad(db: Db): Promise<() => Promise<void>> {
  const tables = sql.join(BULK_TABLES.map((table) => sql`${table}::regclass`));
  const { rows } = await sql<{
    name: string;
    table_name: string;
    definition: string;
    is_constraint: boolean;
  }>`
    select c.conname as name, c.conrelid::regclass::text as table_name,
           pg_get_constraintdef(c.oid) as definition, true as is_constraint
      from pg_constraint c
     where c.conrelid in (${tables}) and c.contype in ('p', 'u')
    union all
    select i.indexrelid::regclass::text, i.indrelid::regclass::text, pg_get_indexdef(i.indexrelid), false
      from pg_index i
     where i.indrelid in (${tables})
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const row of rows) {
    if (row.is_constraint)
      await sql`alter table ${sql.raw(row.table_name)} drop constraint ${sql.ref(row.name)}`.execute(db);
    else await sql`drop index ${sql.raw(row.name)}`.execute(db);
  }
  return async () => {
    // Index builds sort in memory up to this (for this transaction only).
    await sql`set local maintenance_work_mem = '512MB'`.execute(db);
    for (const row of rows) {
      if (row.is_constraint)
        await sql`alter table ${sql.raw(row.table_name)} add constraint ${sql.ref(row.name)} ${sql.raw(row.definition)}`.execute(
          db,
        );
      else await sql.raw(row.definition).execute(db);
    }
  };
}

/** How many distinct terms the postings have, and how many postings: a rebuild counts them. */
export interface TermCounts {
  terms: number;
  postings: number;
}

/**
 * Planner statistics after a rebuild, so PostgreSQL drives the joins from the inverted index. ANALYZE
 * reads a sample of the postings, and from it put the distinct terms of a million products' 73 million
 * postings at 4,302 where a count finds 14,855: it then expected 17,000 postings for any term outside
 * its most common values (about 4,900 in truth), and read an other-tag match's few hundred terms with a
 * sequential scan of all the postings (seconds). So the rebuild's own count is written as the column's
 * `n_distinct`, as a share of the postings (negative: it stays right as products are added), before
 * ANALYZE, which keeps it.
 */
export async function analyzeIndex(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  counts?: TermCounts,
): Promise<void> {
  if (dialect !== 'postgres') return;
  if (counts && counts.postings > 0 && counts.terms > 0) {
    await setTermDistinct(db, counts);
  }
  await sql`analyze search_term`.execute(db);
  await sql`analyze search_tag`.execute(db);
  await sql`analyze search_document`.execute(db);
  await sql`analyze search_suggestion`.execute(db);
}

/** The share of distinct terms among the postings as `n_distinct` of `search_term.term` (PostgreSQL). */
export async function setTermDistinct(db: Db, counts: TermCounts): Promise<void> {
  const share = Math.min(1, Math.max(0.000001, counts.terms / counts.postings));
  // A storage parameter takes no bind parameter; the number is ours.
  await sql`alter table search_term alter column term set (n_distinct = ${sql.raw((-share).toFixed(6))})`.execute(
    db,
  );
}
