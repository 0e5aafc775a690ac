/**
 * Every query of the search service. Each one is written once and runs on SQLite and PostgreSQL:
 * plain LIKE on normalised text (no ILIKE, no trigram operators), `||` for concatenation, ISO strings
 * for instants. The inverted index narrows the candidates, a LIKE on the stored forms confirms them.
 */
import {
  type Insertable,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { SearchSortCode } from '../../../contract/display.ts';
import type { CategoryTable, DB, Db } from '../../db/schema.ts';
import type {
  SearchDocumentTable,
  SearchLogTable,
  SearchSuggestionTable,
  SearchTagTable,
  SearchTermTable,
} from '../../db/schema-search.ts';
import { inSeason, type ProductSummaryRow, selectProductSummaries } from '../../shared/product-summary.ts';
import { chars } from './korean-text.ts';
import { CATEGORY_MARK, MAX_OTHER_TAGS, TAG_MARK } from './search.document.ts';
import { type MatchPlan, planGrams, planScore, type TokenMatch } from './search.query.ts';

/** Bound parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;
/** Values in one `in (...)` list. */
const IN_CHUNK = 5_000;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

// ---------------------------------------------------------------------------------------------------
// Index maintenance

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

// ---------------------------------------------------------------------------------------------------
// Product search

/**
 * One consonant alone (`ㅅ`) means names starting with it; beside other words (`ㅇㄷ ㅈ`: 완도 잣, 완도
 * 감자) it is one more initial somewhere in the name, ranked by planScore.
 */
const isLoneConsonant = (plan: MatchPlan, token: TokenMatch): boolean =>
  token.mode === 'choseong' &&
  chars(token.needle).length === 1 &&
  plan.tokens.some((other) => other.mode !== 'choseong' || chars(other.needle).length > 1);

function tokenCondition(plan: MatchPlan, token: TokenMatch): RawBuilder<SqlBool> {
  const anywhere = `%${token.needle}%`;
  switch (token.mode) {
    case 'text':
      return sql<SqlBool>`(d.name_compact like ${anywhere} or d.tags like ${anywhere})`;
    case 'choseong':
      return chars(token.needle).length === 1 && !isLoneConsonant(plan, token)
        ? sql<SqlBool>`d.choseong like ${`${token.needle}%`}`
        : sql<SqlBool>`d.choseong like ${anywhere}`;
    case 'jamo':
      return sql<SqlBool>`d.jamo like ${anywhere}`;
  }
}

/**
 * Match quality of a product for one plain word, in SQL: textScore's levels (the whole name, a whole
 * word of it, the end of a word, the start of a word, inside the name, a whole tag, inside a tag).
 * Korean compounds put the head last: 꿀사과 is an apple and 사과즙 a juice, so for 사과 the end of a
 * word beats its start. Any other plan is scored in TypeScript (planScore).
 */
export function scoreOf(word: string): RawBuilder<number> {
  return sql<number>`case
    when d.name_compact = ${word} then 100
    when d.name_spaced like ${`% ${word} %`} then 95
    when d.name_spaced like ${`%${word} %`} then 85
    when d.name_spaced like ${`% ${word}%`} then 80
    when d.name_compact like ${`%${word}%`} then 70
    when d.tags like ${`%|${word}|%`} then 60
    when d.tags like ${`%${word}%`} then 50
    else 30 end`;
}

export interface PriceRange {
  min: number;
  max: number;
}

export interface CategoryCount {
  category_code: string;
  total: number;
  in_range: number;
  max_price: number;
  /** The best match quality in the category (scoreOf's scale). */
  best_score: number;
}

export type ProductRow = ProductSummaryRow;

/** Product cards by number, in the order given. */
export async function summariesInOrder(db: Db, productNos: readonly number[]): Promise<ProductRow[]> {
  if (productNos.length === 0) return [];
  const rows = await selectProductSummaries(db)
    .where('p.product_no', 'in', [...productNos])
    .execute();
  const byNo = new Map(rows.map((row) => [row.product_no, row]));
  return productNos.flatMap((no) => byNo.get(no) ?? []);
}

/** The `#tag` terms of every tag that contains a word, as a subquery of the same statement. */
function tagTermsContaining(db: Db, word: string) {
  return db
    .selectFrom('search_tag')
    .select(sql<string>`${sql.lit(TAG_MARK)} || piece`.as('term'))
    .where('piece', 'like', `%${word}%`);
}

/**
 * `@code` postings of the depth-3 categories a word matches, with the quality of each match (60: a
 * tag of the category is the word, 50: one contains it). The service works this out from the
 * category tree, which every search reads anyway.
 */
export type CategoryMatches = ReadonlyMap<string, 60 | 50>;

/** A one-word plan as its postings answer it (see wordStreams). */
export interface WordSource {
  plan: MatchPlan;
  /** The compact word, or the initial consonants. */
  word: string;
  mode: 'text' | 'choseong';
  categories: CategoryMatches;
  /** A text word of three or more characters: its bigrams, rarest first; empty when no name has them all. */
  grams?: string[];
}

/** What every stream of a word source selects: a product and its match quality through one term. */
type SourceRow = {
  product_no: number;
  score: number;
  category_code: string;
  sale_price: number;
  popularity: number;
  sold_out: number;
};
type SourceQuery = SelectQueryBuilder<DB, 'search_term', SourceRow>;

/** A: products whose name has the word, with their match quality (postings aliased t). */
function nameMatches(db: Db, source: WordSource): SourceQuery | undefined {
  if (source.grams === undefined) {
    return db
      .selectFrom('search_term as t')
      .select(['t.product_no', 't.score', 't.category_code', 't.sale_price', 't.popularity', 't.sold_out'])
      .where('t.term', '=', source.word) as unknown as SourceQuery;
  }
  const [rarest, ...others] = source.grams;
  if (rarest === undefined) return undefined;
  const query = db
    .selectFrom('search_term as t')
    .innerJoin('search_document as d', 'd.product_no', 't.product_no')
    .select([
      't.product_no',
      scoreOf(source.word).as('score'),
      't.category_code',
      't.sale_price',
      't.popularity',
      't.sold_out',
    ])
    .where('t.term', '=', rarest)
    .where(({ and, exists, selectFrom }) =>
      and(
        others.map((gram) =>
          exists(
            selectFrom('search_term as o')
              .select(sql<number>`1`.as('one'))
              .where('o.term', '=', gram)
              .whereRef('o.product_no', '=', 't.product_no'),
          ),
        ),
      ),
    )
    .where('d.name_compact', 'like', `%${source.word}%`);
  return query as unknown as SourceQuery;
}

/**
 * Whether the product of a row (alias t) is in A, the word's name matches, probed through primary
 * keys; undefined when no name has the word. NOT EXISTS, not NOT IN: PostgreSQL cannot turn NOT IN
 * into an anti-join and would rescan A for every row.
 */
function inNameMatches(source: WordSource): RawBuilder<SqlBool> | undefined {
  const outer = sql.ref('t.product_no');
  if (source.grams === undefined) {
    return sql<SqlBool>`exists (select 1 from search_term a where a.term = ${source.word} and a.product_no = ${outer})`;
  }
  const rarest = source.grams[0];
  return rarest === undefined
    ? undefined
    : sql<SqlBool>`exists (select 1 from search_term a
        join search_document d on d.product_no = a.product_no
        where a.term = ${rarest} and a.product_no = ${outer} and d.name_compact like ${`%${source.word}%`})`;
}

/** C: products with another tag (origin, store, region) that contains the word; 60 when it is the word. */
function tagMatches(db: Db, source: WordSource): SourceQuery {
  const query = db
    .selectFrom('search_term as t')
    .select([
      't.product_no',
      sql<number>`case when t.term = ${`${TAG_MARK}${source.word}`} then 60 else 50 end`.as('score'),
      't.category_code',
      't.sale_price',
      't.popularity',
      't.sold_out',
    ])
    .where('t.term', 'in', tagTermsContaining(db, source.word));
  return query as unknown as SourceQuery;
}

/**
 * What a one-word source matches, as streams of postings: A, the name has the word (one row per
 * product); B, the product's category matches (60 when a tag of it is the word, else 50); C, another
 * tag contains it. A product can come in several streams (and in C once per tag); its match quality
 * is the best of its rows, as scoreOf ranks them (A's name matches are 70 and up). Initial consonants
 * only have A.
 */
function wordStreams(db: Db, source: WordSource): { rows: SourceQuery; perProduct: number }[] {
  const inName = nameMatches(db, source);
  const streams = inName ? [{ rows: inName, perProduct: 1 }] : [];
  if (source.mode === 'choseong') return streams;
  const leafTerms = [...source.categories.keys()];
  if (leafTerms.length > 0) {
    const whole = leafTerms.filter((term) => source.categories.get(term) === 60);
    const inCategories = db
      .selectFrom('search_term as t')
      .select([
        't.product_no',
        sql<number>`case when ${whole.length > 0 ? sql`t.term in (${sql.join(whole)})` : sql`1 = 0`} then 60 else 50 end`.as(
          'score',
        ),
        't.category_code',
        't.sale_price',
        't.popularity',
        't.sold_out',
      ])
      .where('t.term', 'in', leafTerms);
    streams.push({ rows: inCategories as unknown as SourceQuery, perProduct: 1 });
  }
  streams.push({ rows: tagMatches(db, source), perProduct: MAX_OTHER_TAGS });
  return streams;
}

/**
 * Whether a one-word source matches any product, and whether a name matches it with at least the given
 * quality (scoreOf's scale), each read up to its first row.
 */
export async function probePostings(
  db: Db,
  source: WordSource,
  score: number,
): Promise<{ matches: boolean; reaches: boolean }> {
  const first = (rows: SourceQuery, least?: number) => {
    const query = db.selectFrom(rows.as('m')).select('m.product_no');
    return (least === undefined ? query : query.where('m.score', '>=', least)).limit(1).executeTakeFirst();
  };
  const inName = nameMatches(db, source);
  const [any, reaching] = await Promise.all([
    first(unionAll(wordStreams(db, source).map((stream) => stream.rows))),
    inName ? first(inName, score) : undefined,
  ]);
  return { matches: any !== undefined, reaches: reaching !== undefined };
}

/** One row per product of some source rows, with its best match quality. */
function bestPerProduct(db: Db, rows: SourceQuery): SourceQuery {
  // Every row of a product carries the same product columns, so max() just picks them up.
  const best = db
    .selectFrom(rows.as('r'))
    .select([
      'r.product_no',
      sql<number>`max(r.score)`.as('score'),
      sql<string>`max(r.category_code)`.as('category_code'),
      sql<number>`max(r.sale_price)`.as('sale_price'),
      sql<number>`max(r.popularity)`.as('popularity'),
      sql<number>`max(r.sold_out)`.as('sold_out'),
    ])
    .groupBy('r.product_no');
  return best as unknown as SourceQuery;
}

const unionAll = (parts: readonly SourceQuery[]): SourceQuery =>
  parts.reduce((all, part) => all.unionAll(part));

/**
 * Matches per depth-3 category: all of them, those in the price range, the dearest and the best match
 * quality, for one word or a word and its dictionary words (`물`, 생수), each product counted once.
 * Counted in three parts, so that the broad words (과일, 채소: a fifth of the catalogue through their
 * categories) never group their products one by one:
 * - every product of a matched category matches: its category's postings are counted as they lie in
 *   the index (grouped by term, in index order);
 * - in the other categories, the name and other-tag matches, each product once (the other-tag rows of
 *   a product the name matched are left out, so one word's rows need no grouping);
 * - the best match quality in a matched category: its own (60 or 50), a name match in it, an exact tag.
 */
export async function countPostings(
  db: Db,
  sources: readonly WordSource[],
  price: PriceRange,
): Promise<CategoryCount[]> {
  const texts = sources.filter((source) => source.mode === 'text');
  const categoryScore = new Map<string, number>();
  for (const source of texts) {
    for (const [term, score] of source.categories) {
      categoryScore.set(term, Math.max(score, categoryScore.get(term) ?? 0));
    }
  }
  const leafTerms = [...categoryScore.keys()];
  const leafCodes = leafTerms.map((term) => term.slice(CATEGORY_MARK.length));
  const outside = (query: SourceQuery): SourceQuery =>
    leafCodes.length > 0 ? query.where(sql.ref('t.category_code'), 'not in', leafCodes) : query;
  const inRange = sql<number>`sum(case when sale_price >= ${price.min} and sale_price <= ${price.max} then 1 else 0 end)`;

  // The rest: name and other-tag matches outside the matched categories, each product once. One
  // word's name rows are one per product already, so only its other-tag rows are grouped.
  const restOf = (source: WordSource) => ({
    names: [nameMatches(db, source)].filter((query) => query !== undefined).map(outside),
    tags: source.mode === 'text' ? [outside(tagMatches(db, source))] : [],
  });
  const [only] = sources;
  let rest: SourceQuery;
  if (sources.length === 1 && only) {
    const { names, tags } = restOf(only);
    const notInName = inNameMatches(only);
    rest = unionAll([
      ...names,
      ...tags.map((query) =>
        bestPerProduct(db, notInName ? query.where(sql<SqlBool>`not ${notInName}`) : query),
      ),
    ]);
  } else {
    rest = bestPerProduct(
      db,
      unionAll(sources.map(restOf).flatMap(({ names, tags }) => [...names, ...tags])),
    );
  }
  const [restRows, wholeRows, bestRows] = await Promise.all([
    db
      .selectFrom(rest.as('m'))
      .select([
        'm.category_code',
        sql<number>`count(*)`.as('total'),
        inRange.as('in_range'),
        sql<number>`max(m.sale_price)`.as('max_price'),
        sql<number>`max(m.score)`.as('best_score'),
      ])
      .groupBy('m.category_code')
      .execute(),
    leafTerms.length === 0
      ? []
      : db
          .selectFrom('search_term')
          .select([
            'term',
            sql<number>`count(*)`.as('total'),
            inRange.as('in_range'),
            sql<number>`max(sale_price)`.as('max_price'),
          ])
          .where('term', 'in', leafTerms)
          .groupBy('term')
          .execute(),
    leafTerms.length === 0
      ? []
      : db
          .selectFrom(
            unionAll(
              texts.flatMap((source) => {
                const inName = nameMatches(db, source);
                const exactTag = tagMatches(db, source).where(
                  sql.ref('t.term'),
                  '=',
                  `${TAG_MARK}${source.word}`,
                );
                return [...(inName ? [inName] : []), exactTag].map((part) =>
                  part.where(sql.ref('t.category_code'), 'in', leafCodes),
                );
              }),
            ).as('m'),
          )
          .select(['m.category_code', sql<number>`max(m.score)`.as('best_score')])
          .groupBy('m.category_code')
          .execute(),
  ]);
  const bestInCategory = new Map(bestRows.map((row) => [row.category_code, Number(row.best_score)]));
  return [
    ...restRows.map((row) => ({
      category_code: row.category_code,
      total: Number(row.total),
      in_range: Number(row.in_range),
      max_price: Number(row.max_price),
      best_score: Number(row.best_score),
    })),
    ...wholeRows.map((row) => {
      const code = row.term.slice(CATEGORY_MARK.length);
      return {
        category_code: code,
        total: Number(row.total),
        in_range: Number(row.in_range),
        max_price: Number(row.max_price),
        best_score: Math.max(categoryScore.get(row.term) ?? 0, bestInCategory.get(code) ?? 0),
      };
    }),
  ];
}

export interface PageRequest {
  categoryCodes: readonly string[] | undefined;
  price: PriceRange;
  sort: SearchSortCode;
  limit: number;
  offset: number;
}

/** The order of each sort code, as columns of a match; compareMatches says the same in TypeScript. */
export function sortKeys(sort: SearchSortCode): [column: string, direction: 'asc' | 'desc'][] {
  const last: [string, 'asc'] = ['product_no', 'asc'];
  switch (sort) {
    case 'ACCURACY':
      return [['score', 'desc'], ['sold_out', 'asc'], ['popularity', 'desc'], last];
    case 'POPULAR':
      return [['popularity', 'desc'], ['score', 'desc'], last];
    case 'PRICE_LOW':
      return [['sale_price', 'asc'], ['score', 'desc'], last];
    case 'PRICE_HIGH':
      return [['sale_price', 'desc'], ['score', 'desc'], last];
    case 'NEW':
      return [['created_at', 'desc'], ['score', 'desc'], last];
  }
}

/** The order of each sort code over fetched matches: the keys sortKeys gives SQL. */
export function compareMatches(sort: SearchSortCode): (a: MatchRow, b: MatchRow) => number {
  const keys = sortKeys(sort) as [keyof MatchRow, 'asc' | 'desc'][];
  return (a, b) => {
    for (const [column, direction] of keys) {
      const x = a[column] ?? '';
      const y = b[column] ?? '';
      // Instants are ISO strings: code-unit order is time order, as in SQL.
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return 0;
  };
}

/**
 * One page of a single word's matches (with its dictionary words), as product cards. Each stream
 * (wordStreams) gives its first offset + limit products in the page's order (C: that many times the
 * rows a product can have there), which the index and a bounded sort answer without reading a whole
 * category out; merged here, each product keeps its first (best) row. Every product of the true first
 * offset + limit is among them: the rows before it in its best stream are of products before it.
 */
export async function pagePostings(
  db: Db,
  sources: readonly WordSource[],
  request: PageRequest,
): Promise<ProductRow[]> {
  const keys = sortKeys(request.sort);
  const wanted = request.offset + request.limit;
  const streams = await Promise.all(
    sources
      .flatMap((source) => wordStreams(db, source))
      .map((stream) => {
        let rows = db
          .selectFrom(stream.rows.as('m'))
          .select([
            'm.product_no',
            'm.score',
            'm.category_code',
            'm.sold_out',
            'm.popularity',
            'm.sale_price',
          ])
          .where('m.sale_price', '>=', request.price.min)
          .where('m.sale_price', '<=', request.price.max);
        if (request.categoryCodes) rows = rows.where('m.category_code', 'in', [...request.categoryCodes]);
        // The one order the postings cannot give: a revived demo catalogue moves creation times.
        const withCreated =
          request.sort === 'NEW'
            ? rows.innerJoin('product as c', 'c.product_no', 'm.product_no').select('c.created_at')
            : rows;
        let ordered = withCreated;
        for (const [column, direction] of keys) {
          ordered = ordered.orderBy(
            sql.ref(column === 'created_at' ? 'created_at' : `m.${column}`),
            direction,
          );
        }
        return ordered.limit(wanted * stream.perProduct).execute() as Promise<MatchRow[]>;
      }),
  );
  const seen = new Set<number>();
  const page = streams
    .flat()
    .sort(compareMatches(request.sort))
    .filter((row) => !seen.has(row.product_no) && seen.add(row.product_no))
    .slice(request.offset, wanted);
  return summariesInOrder(
    db,
    page.map((row) => row.product_no),
  );
}
// Any other plan: candidates from one of its words, the one with the rarest gram: that gram's
// postings, each probed for the word's other grams through the primary key, plus the products of
// every tag that contains the word. Every word is then confirmed with a LIKE on the document. The
// matches are fetched once; the service counts, sorts and pages them.

/** How many products' names have each gram (an index range count per gram). */
export async function documentFrequencies(db: Db, grams: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('search_term')
    .select(['term', sql<number>`count(*)`.as('df')])
    .where('term', 'in', [...grams])
    .groupBy('term')
    .execute();
  return new Map(rows.map((row) => [row.term, Number(row.df)]));
}

export interface MatchRow {
  product_no: number;
  category_code: string;
  sale_price: number;
  popularity: number;
  sold_out: number;
  score: number;
  /** Only when asked for (the NEW order). */
  created_at?: string;
}

/** planScore for a half-typed word alone, in SQL: tokenScore's jamo levels. */
const halfTypedScore = (token: TokenMatch): RawBuilder<number> => sql<number>`case
  when d.jamo like ${`${token.needle}%`} then 90
  when d.name_spaced like ${`% ${token.prefix}%`} then 80
  else 70 end`;

/** The document columns planScore reads for each kind of word. */
const SCORE_COLUMNS = {
  text: ['d.name_compact', 'd.name_spaced', 'd.tags'],
  choseong: ['d.choseong', 'd.choseong_spaced', 'd.name_spaced', 'd.other_tags'],
  jamo: ['d.jamo', 'd.name_spaced'],
} as const;

export async function findMatches(
  db: Db,
  plan: MatchPlan,
  options: { withCreatedAt: boolean; categoriesOf: (word: string) => CategoryMatches },
): Promise<MatchRow[]> {
  const categoriesOf = (token: TokenMatch) =>
    token.mode === 'text' ? [...options.categoriesOf(token.needle).keys()] : [];
  const frequencies = await documentFrequencies(db, [
    ...planGrams(plan),
    ...plan.tokens.flatMap(categoriesOf),
  ]);
  const df = (term: string) => frequencies.get(term) ?? 0;
  // How many candidates a word brings: through its rarest gram (none unless some name has them all:
  // 건어물 matches through a tag only) and through its categories. Other tags are few; left out.
  const inNames = (token: TokenMatch) =>
    token.grams.every((gram) => df(gram) > 0) ? Math.min(...token.grams.map(df)) : 0;
  const estimate = (token: TokenMatch) =>
    isLoneConsonant(plan, token)
      ? Number.POSITIVE_INFINITY
      : inNames(token) + categoriesOf(token).reduce((sum, term) => sum + df(term), 0);
  const driver = [...plan.tokens].sort((a, b) => estimate(a) - estimate(b))[0];
  if (!driver) return [];
  const inName =
    inNames(driver) > 0
      ? (() => {
          const [rarest, ...others] = [...driver.grams].sort((a, b) => df(a) - df(b));
          return db
            .selectFrom('search_term as m')
            .select('m.product_no')
            .where('m.term', '=', rarest!)
            .where(({ and, exists, selectFrom }) =>
              and(
                others.map((gram) =>
                  exists(
                    selectFrom('search_term as o')
                      .select(sql<number>`1`.as('one'))
                      .where('o.term', '=', gram)
                      .whereRef('o.product_no', '=', 'm.product_no'),
                  ),
                ),
              ),
            );
        })()
      : undefined;
  const categories = categoriesOf(driver);
  const inOtherTags =
    driver.mode === 'text'
      ? db
          .selectFrom('search_term')
          .select('product_no')
          .where('term', 'in', tagTermsContaining(db, driver.needle))
      : undefined;
  const inTags =
    inOtherTags && categories.length > 0
      ? inOtherTags.union(db.selectFrom('search_term').select('product_no').where('term', 'in', categories))
      : inOtherTags?.distinct();
  const candidates = inName && inTags ? inName.union(inTags) : (inName ?? inTags);
  if (!candidates) return [];
  // Two statements: the candidates, then their documents by primary key. In one statement PostgreSQL
  // guesses that the LIKEs keep about one document and scans them all instead.
  const ids = (await db.selectFrom(candidates.as('c')).select('c.product_no').execute()).map(
    (row) => row.product_no,
  );
  // Scored here, word by word (planScore), reading only the columns its kinds of words need; a
  // half-typed word alone (`사ㄱ`, thousands of names) is scored in SQL, not read out.
  const [only, ...others] = plan.tokens;
  const halfTyped = only?.mode === 'jamo' && others.length === 0 ? only : undefined;
  const scoreColumns = halfTyped
    ? []
    : [...new Set(plan.tokens.flatMap((token) => SCORE_COLUMNS[token.mode]))];
  const scoreOfRow = planScore(plan);
  const matches: MatchRow[] = [];
  for (const part of chunk(ids, IN_CHUNK)) {
    const rows = await db
      .selectFrom('search_document as d')
      .innerJoin('product as p', 'p.product_no', 'd.product_no')
      .select([
        'p.product_no',
        'p.category_code',
        'p.sale_price',
        'p.popularity',
        'p.sold_out',
        'p.created_at',
        (halfTyped ? halfTypedScore(halfTyped) : sql<number>`0`).as('sql_score'),
        ...scoreColumns,
      ])
      .where('d.product_no', 'in', part)
      .where(({ and }) => and(plan.tokens.map((token) => tokenCondition(plan, token))))
      .execute();
    for (const row of rows) {
      matches.push({
        product_no: row.product_no,
        category_code: row.category_code,
        sale_price: row.sale_price,
        popularity: row.popularity,
        sold_out: row.sold_out,
        // Only the columns this plan's words are scored on were read (scoreColumns).
        score: halfTyped
          ? Number(row.sql_score)
          : scoreOfRow(row as unknown as Parameters<typeof scoreOfRow>[0]),
        ...(options.withCreatedAt ? { created_at: row.created_at } : {}),
      });
    }
  }
  return matches;
}

// ---------------------------------------------------------------------------------------------------
// Recommendations

/** Products that share at least `minimum` of the grams (a near miss: `사과쥬스` for 사과주스). */
export async function productsSharingGrams(
  db: Db,
  grams: readonly string[],
  minimum: number,
  limit: number,
): Promise<ProductRow[]> {
  if (grams.length === 0) return [];
  const hits = db
    .selectFrom('search_term')
    .select(['product_no', sql<number>`count(*)`.as('hit_count')])
    .where('term', 'in', [...grams])
    .groupBy('product_no')
    .having(sql`count(*)`, '>=', minimum);
  return selectProductSummaries(db)
    .innerJoin(hits.as('h'), 'h.product_no', 'p.product_no')
    .where('p.sold_out', '=', 0)
    .orderBy('h.hit_count', 'desc')
    .orderBy('p.popularity', 'desc')
    .orderBy('p.product_no')
    .limit(limit)
    .execute();
}

export async function popularProducts(
  db: Db,
  options: { month: number; seasonalOnly: boolean; limit: number; exclude?: readonly number[] },
): Promise<(ProductRow & { season_months: string })[]> {
  let query = selectProductSummaries(db)
    .select('p.season_months')
    .where('p.sold_out', '=', 0)
    .where(({ or, eb }) =>
      options.seasonalOnly
        ? inSeason(options.month)
        : or([eb('p.season_months', '=', ''), inSeason(options.month)]),
    );
  if (options.exclude?.length) query = query.where('p.product_no', 'not in', [...options.exclude]);
  return query.orderBy('p.popularity', 'desc').orderBy('p.product_no').limit(options.limit).execute();
}

// ---------------------------------------------------------------------------------------------------
// Autocomplete

export interface SuggestionRow {
  kind: string;
  text: string;
  start: number;
  weight: number;
}

/**
 * Suggestion rows of one kind whose key starts with `prefix`, heaviest first: a range scan on a
 * code-point ordered index, then a sort. With `head` (the prefix's first SUGGESTION_HEAD_JAMO jamo)
 * the rows come from that head bucket instead, which its index keeps in weight order: the scan stops
 * at the limit, so a prefix shared by thousands of product names still reads a few dozen rows.
 */
export async function suggestionsByPrefix(
  db: Db,
  options: {
    kind: 'KEYWORD' | 'PRODUCT';
    column: 'key_jamo' | 'key_choseong';
    prefix: string;
    head?: string;
    limit: number;
  },
): Promise<SuggestionRow[]> {
  const base = db
    .selectFrom('search_suggestion')
    .select(['kind', 'text', 'start', 'weight'])
    .where('kind', '=', options.kind);
  const query =
    options.head === undefined
      ? base
          .where(options.column, '>=', options.prefix)
          .where(options.column, '<', `${options.prefix}\u{10FFFF}`)
          .orderBy('weight', 'desc')
          .orderBy('text')
      : base
          .where('key_head', '=', options.head)
          // Written as a function so no planner takes it for an index range instead of the bucket.
          .where(
            sql`substr(${sql.ref(options.column)}, 1, ${chars(options.prefix).length})`,
            '=',
            options.prefix,
          )
          .orderBy('weight', 'desc');
  const rows = await query.limit(options.limit).execute();
  return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
}

// ---------------------------------------------------------------------------------------------------
// Search log

/** Writes one search, unless a row with its id (the client, keyword and hour: searchLogId) is there. */
export async function insertSearchLog(db: Db, row: Insertable<SearchLogTable>): Promise<void> {
  await db
    .insertInto('search_log')
    .values(row)
    .onConflict((conflict) => conflict.column('log_id').doNothing())
    .execute();
}

/** Deletes the log rows searched before `before` (the time index serves it); answers how many. */
export async function deleteSearchLogBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('search_log').where('searched_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface KeywordCount {
  keyword_key: string;
  keyword: string;
  shoppers: number;
}

/**
 * Readable keywords that found something in (from, to], by how many different shoppers searched them:
 * each shopper (member, else address) counts once however often, and within an hour was logged once.
 */
export async function topKeywords(db: Db, from: string, to: string, limit: number): Promise<KeywordCount[]> {
  const rows = await db
    .selectFrom('search_log')
    .select([
      'keyword_key',
      sql<string>`max(keyword)`.as('keyword'),
      sql<number>`count(distinct client_key)`.as('shoppers'),
    ])
    .where('searched_at', '>', from)
    .where('searched_at', '<=', to)
    .where('result_count', '>', 0)
    .where('rankable', '=', 1)
    .groupBy('keyword_key')
    .orderBy('shoppers', 'desc')
    .orderBy('keyword_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, shoppers: Number(row.shoppers) }));
}

// ---------------------------------------------------------------------------------------------------
// Stores

export interface StoreRow {
  store_id: number;
  name: string;
  description: string;
  region_code: string;
  region_name: string;
  region_short_name: string;
  like_count: number;
}

export async function loadStores(db: Db): Promise<StoreRow[]> {
  return db
    .selectFrom('store as s')
    .innerJoin('region as r', 'r.code', 's.region_code')
    .select([
      's.store_id',
      's.name',
      's.description',
      's.region_code',
      'r.name as region_name',
      'r.short_name as region_short_name',
      's.like_count',
    ])
    .orderBy('s.store_id')
    .execute();
}

export async function productCountsByStore(
  db: Db,
  storeIds: readonly number[],
): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product')
    .select(['store_id', sql<number>`count(*)`.as('count')])
    .where('store_id', 'in', [...storeIds])
    .groupBy('store_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.store_id), Number(row.count)]));
}

// ---------------------------------------------------------------------------------------------------
// Synonyms and the typo vocabulary

export interface SynonymRow {
  term: string;
  word: string;
  source: string;
}

export async function loadSynonyms(db: Db): Promise<SynonymRow[]> {
  return db.selectFrom('search_synonym').select(['term', 'word', 'source']).orderBy('term').execute();
}

/** Adds a term or changes its word; true when it was new. */
export async function upsertSynonym(
  db: Db,
  row: { term: string; word: string; now: string },
): Promise<boolean> {
  const existing = await db
    .selectFrom('search_synonym')
    .select('term')
    .where('term', '=', row.term)
    .executeTakeFirst();
  await db
    .insertInto('search_synonym')
    .values({ term: row.term, word: row.word, source: 'OPERATOR', created_at: row.now })
    .onConflict((c) => c.column('term').doUpdateSet({ word: row.word, source: 'OPERATOR' }))
    .execute();
  return existing === undefined;
}

/** Removes a term; true when it was there. */
export async function deleteSynonym(db: Db, term: string): Promise<boolean> {
  const result = await db.deleteFrom('search_synonym').where('term', '=', term).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The words typos are corrected towards: every whole keyword of the suggestions (name and category
 * words) with its weight, and the other tags (origins, stores, regions) as known words of weight 0.
 */
export async function loadVocabularyRows(db: Db): Promise<{ text: string; weight: number }[]> {
  const [keywords, tags] = await Promise.all([
    db
      .selectFrom('search_suggestion')
      .select(['text', 'weight'])
      .where('kind', '=', 'KEYWORD')
      .where('start', '=', 0)
      .execute(),
    db.selectFrom('search_tag').select('piece').execute(),
  ]);
  return [
    ...keywords.map((row) => ({ text: row.text, weight: Number(row.weight) })),
    ...tags.map((row) => ({ text: row.piece, weight: 0 })),
  ];
}
