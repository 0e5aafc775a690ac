/**
 * Product search over the index: the conditions and match quality every reading shares, the orders of
 * the sort codes, and the general path (findMatches) for any plan that is not a single word. A single
 * word is answered from its postings (search.postings.repository.ts). Every query is written once and
 * runs on SQLite and PostgreSQL: plain LIKE on normalised text (no ILIKE, no trigram operators), `||`
 * for concatenation, ISO strings for instants. The inverted index narrows the candidates, a LIKE on the
 * stored forms confirms them.
 */
import { type Expression, expressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SearchSortCode } from '#contract/display.ts';
import type { DB, Db } from '../../db/schema.ts';
import { isPostgres } from '../../db/transaction.ts';
import { type ProductSummaryRow, selectProductSummaries } from '../../shared/product-summary.ts';
import { chars, jamoOf, queryGrams } from './korean-text.ts';
import { TAG_MARK } from './search.document.ts';
import { type MatchPlan, planScore, type TokenMatch } from './search.query.ts';

/**
 * One consonant alone (`ㅅ`) means names starting with it; beside other words (`ㅇㄷ ㅈ`: 완도 잣, 완도
 * 감자) it is one more initial somewhere in the name, ranked by planScore.
 */
export const isLoneConsonant = (plan: MatchPlan, token: TokenMatch): boolean =>
  token.mode === 'choseong' &&
  chars(token.needle).length === 1 &&
  plan.tokens.some((other) => other.mode !== 'choseong' || chars(other.needle).length > 1);

/** A word and the other names it is read with (`also`), each as a word of its own. */
const readingTokens = (token: TokenMatch): TokenMatch[] => [
  token,
  ...(token.also ?? []).map(
    (word): TokenMatch => ({ mode: 'text', needle: word, prefix: word, grams: queryGrams(word) }),
  ),
];

function tokenCondition(plan: MatchPlan, token: TokenMatch): RawBuilder<SqlBool> {
  const anywhere = `%${token.needle}%`;
  switch (token.mode) {
    case 'text':
      return sql<SqlBool>`(${sql.join(
        readingTokens(token).map(
          ({ needle }) => sql`d.name_compact like ${`%${needle}%`} or d.tags like ${`%${needle}%`}`,
        ),
        sql` or `,
      )})`;
    case 'choseong': {
      const initials =
        chars(token.needle).length === 1 && !isLoneConsonant(plan, token)
          ? sql<SqlBool>`d.choseong like ${`${token.needle}%`}`
          : sql<SqlBool>`d.choseong like ${anywhere}`;
      // With the other names of the words they spell (`also`), found as plain text.
      return sql<SqlBool>`(${sql.join(
        [initials, ...(token.also ?? []).map((word) => sql`d.name_compact like ${`%${word}%`}`)],
        sql` or `,
      )})`;
    }
    case 'jamo':
      // With the other names of the words it completes (`also`), found as plain text.
      return sql<SqlBool>`(${sql.join(
        [
          sql`d.jamo like ${anywhere}`,
          ...(token.also ?? []).map((word) => sql`d.name_compact like ${`%${word}%`}`),
        ],
        sql` or `,
      )})`;
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

/**
 * The product of `product` (a column of the outer query) has a posting of every one of `terms`: the
 * rest of a word's grams, after the rarest one has chosen the candidates.
 */
export function hasPostings(terms: readonly string[], product: string): Expression<SqlBool> {
  const { and, exists, selectFrom } = expressionBuilder<DB, never>();
  return and(
    terms.map((term) =>
      exists(
        selectFrom('search_term as o')
          .select(sql<number>`1`.as('one'))
          .where('o.term', '=', term)
          .where('o.product_no', '=', sql.ref<number>(product)),
      ),
    ),
  );
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

/**
 * The `#tag` terms of every tag that contains a word, read first and sent as values. As a subquery
 * PostgreSQL cannot tell how many postings its terms have and, at a million products, hashed them
 * against a scan of all 73 million postings (13 s for `김`); with the terms as values it reads each
 * term's postings through the index. Never empty: `#` alone is no tag's term, so it matches nothing.
 */
export async function tagTermsContaining(db: Db, word: string): Promise<string[]> {
  const rows = await db
    .selectFrom('search_tag')
    .select('piece')
    .where('piece', 'like', `%${word}%`)
    .execute();
  return rows.length === 0 ? [TAG_MARK] : rows.map((row) => `${TAG_MARK}${row.piece}`);
}

/**
 * `@code` postings of the depth-3 categories a word matches, with the quality of each match (60: a
 * tag of the category is the word, 50: one contains it). The service works this out from the
 * category tree, which every search reads anyway.
 */
export type CategoryMatches = ReadonlyMap<string, 60 | 50>;

/** One page of matches: the request as the repositories take it (not shared/paging.ts's PageRequest). */
export interface MatchPage {
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
  when d.head_jamo like ${`${token.needle}%`} then 90
  ${
    token.also?.length
      ? sql.join(
          token.also.map((word) => sql`when d.head_jamo = ${jamoOf(word)} then 89`),
          sql` `,
        )
      : sql``
  }
  when d.jamo like ${`${token.needle}%`} or d.name_spaced like ${`% ${token.prefix}%`} then 80
  when d.jamo like ${`%${token.needle}%`} then 70
  else 69 end`;

/** The document columns planScore reads for each kind of word. */
const SCORE_COLUMNS = {
  text: ['d.name_compact', 'd.name_spaced', 'd.tags', 'd.head_jamo'],
  choseong: ['d.choseong', 'd.choseong_spaced', 'd.name_spaced', 'd.other_tags'],
  jamo: ['d.jamo', 'd.name_spaced', 'd.head_jamo'],
} as const;

/**
 * `d.product_no` is one of `ids`, sent as one array parameter: a list of thousands of parameters
 * costs PostgreSQL more to plan than to run (6 ms for 3,700).
 */
const productNoIn = (ids: readonly number[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`d.product_no = any(${[...ids]})`;

export async function findMatches(
  db: Db,
  plan: MatchPlan,
  options: { withCreatedAt: boolean; categoriesOf: (word: string) => CategoryMatches },
): Promise<MatchRow[]> {
  const categoriesOf = (token: TokenMatch) =>
    token.mode === 'text' ? [...options.categoriesOf(token.needle).keys()] : [];
  const readings = plan.tokens.flatMap(readingTokens);
  const frequencies = await documentFrequencies(db, [
    ...new Set([...readings.flatMap((token) => token.grams), ...readings.flatMap(categoriesOf)]),
  ]);
  const df = (term: string) => frequencies.get(term) ?? 0;
  // How many candidates a word brings: through its rarest gram (none unless some name has them all:
  // 건어물 matches through a tag only) and through its categories, with its other names (`also`).
  // Other tags are few; left out.
  const inNames = (token: TokenMatch) =>
    token.grams.every((gram) => df(gram) > 0) ? Math.min(...token.grams.map(df)) : 0;
  const estimate = (token: TokenMatch) =>
    isLoneConsonant(plan, token)
      ? Number.POSITIVE_INFINITY
      : readingTokens(token).reduce(
          (sum, reading) =>
            sum + inNames(reading) + categoriesOf(reading).reduce((total, term) => total + df(term), 0),
          0,
        );
  const driver = [...plan.tokens].sort((a, b) => estimate(a) - estimate(b))[0];
  if (!driver) return [];
  const named = readingTokens(driver)
    .filter((reading) => inNames(reading) > 0)
    .map((reading) => {
      const [rarest, ...others] = [...reading.grams].sort((a, b) => df(a) - df(b));
      return db
        .selectFrom('search_term as m')
        .select('m.product_no')
        .where('m.term', '=', rarest!)
        .where(hasPostings(others, 'm.product_no'));
    });
  const inName = named.length > 0 ? named.reduce((all, part) => all.union(part)) : undefined;
  const categories = [...new Set(readingTokens(driver).flatMap(categoriesOf))];
  const inOtherTags =
    driver.mode === 'text'
      ? db
          .selectFrom('search_term')
          .select('product_no')
          // One IN over a union: an OR of INs would make PostgreSQL scan every posting.
          .where('term', 'in', [
            ...new Set(
              (
                await Promise.all(readingTokens(driver).map(({ needle }) => tagTermsContaining(db, needle)))
              ).flat(),
            ),
          ])
      : undefined;
  const inTags =
    inOtherTags && categories.length > 0
      ? inOtherTags.union(db.selectFrom('search_term').select('product_no').where('term', 'in', categories))
      : inOtherTags?.distinct();
  const candidates = inName && inTags ? inName.union(inTags) : (inName ?? inTags);
  if (!candidates) return [];
  // On PostgreSQL two statements: the candidates, then their documents by primary key. In one
  // statement it guesses that the LIKEs keep about one document and scans them all instead. SQLite
  // looks the documents up from the subquery as it is, without the round trip of the ids.
  let ids: readonly number[] | undefined;
  if (isPostgres(db)) {
    ids = (await db.selectFrom(candidates.as('c')).select('c.product_no').execute()).map(
      (row) => row.product_no,
    );
    if (ids.length === 0) return [];
  }
  // Scored here, word by word (planScore), reading only the columns its kinds of words need; a
  // half-typed word alone (`사ㄱ`, thousands of names) is scored in SQL, not read out.
  const [only, ...others] = plan.tokens;
  const halfTyped = only?.mode === 'jamo' && others.length === 0 ? only : undefined;
  // A word's other names (`also`) are scored as text whatever the word's kind.
  const scoreColumns = halfTyped
    ? []
    : [
        ...new Set(
          plan.tokens.flatMap((token) => [
            ...SCORE_COLUMNS[token.mode],
            ...(token.also?.length ? SCORE_COLUMNS.text : []),
          ]),
        ),
      ];
  const scoreOfRow = planScore(plan, (word) => [...options.categoriesOf(word).values()].includes(60));
  const rows = await db
    .selectFrom('search_document as d')
    .select([
      'd.product_no',
      'd.category_code',
      'd.sale_price',
      'd.popularity',
      'd.sold_out',
      (halfTyped ? halfTypedScore(halfTyped) : sql<number>`0`).as('sql_score'),
      ...scoreColumns,
    ])
    .where((eb) =>
      ids
        ? productNoIn(ids)
        : eb('d.product_no', 'in', db.selectFrom(candidates.as('c')).select('c.product_no')),
    )
    .where(({ and }) => and(plan.tokens.map((token) => tokenCondition(plan, token))))
    // The document has every column but the creation time, which only the NEW order reads.
    .$if(options.withCreatedAt, (query) =>
      query.innerJoin('product as p', 'p.product_no', 'd.product_no').select('p.created_at'),
    )
    .execute();
  return rows.map((row) => ({
    product_no: row.product_no,
    category_code: row.category_code,
    sale_price: row.sale_price,
    popularity: row.popularity,
    sold_out: row.sold_out,
    // Only the columns this plan's words are scored on were read (scoreColumns).
    score: halfTyped ? Number(row.sql_score) : scoreOfRow(row as unknown as Parameters<typeof scoreOfRow>[0]),
    ...(options.withCreatedAt ? { created_at: row.created_at } : {}),
  }));
}
