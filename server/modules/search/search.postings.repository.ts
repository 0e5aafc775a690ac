/**
 * A single word (with its dictionary words) answered from its postings: whether it matches, its counts
 * per category and one page in any order, without reading a broad word's products out one by one.
 */
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Db } from '../../db/schema.ts';
import type { SearchTermTable } from '../../db/schema-search.ts';
import { CATEGORY_MARK, MAX_OTHER_TAGS, type ReadingRank, TAG_MARK } from './search.document.ts';
import {
  type CategoryCount,
  type CategoryMatches,
  compareMatches,
  hasPostings,
  type MatchPage,
  type MatchRow,
  type PriceRange,
  type ProductRow,
  scoreOf,
  sortKeys,
  summariesInOrder,
} from './search.match.repository.ts';
import type { MatchPlan, TokenMode } from './search.query.ts';

/** A one-word plan as its postings answer it (see wordStreams). */
export interface WordSource {
  plan: MatchPlan;
  /** The compact word, the initial consonants, or a half-typed word's jamo (`ㅅㅏㄱ`). */
  word: string;
  mode: TokenMode;
  categories: CategoryMatches;
  /** A text word of three or more characters: its bigrams, rarest first; empty when no name has them all. */
  grams?: string[];
  /**
   * Another name of the word searched (부사 for 사과; 과일 for 과실): found in names and in the categories
   * it names whole (the service passes only those), not through other tags that merely contain it.
   */
  nameOnly?: boolean;
  /** How another name's matches rank against the word's own (readingScore); unset for the word's own. */
  rank?: ReadingRank;
  /** The `#tag` terms of the other tags that contain the word (tagTermsContaining); text words only. */
  tagTerms?: readonly string[];
}

/** What every stream of a word source selects: a product and its match quality through one term. */
type SourceRow = Omit<SearchTermTable, 'term'>;
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
    .where(hasPostings(others, 't.product_no'))
    .where('d.name_compact', 'like', `%${source.word}%`);
  return query as unknown as SourceQuery;
}

/**
 * Whether the product of a row (alias t) is in A, the word's name matches, probed through primary
 * keys; undefined when no name has the word. NOT EXISTS, not NOT IN: PostgreSQL cannot turn NOT IN
 * into an anti-join and would rescan A for every row. A longer word is probed on the row's document
 * alone (a name that has the word has its bigrams, the terms A is read through): probed through its
 * rarest bigram's postings joined to the documents, PostgreSQL guessed that the LIKE keeps one
 * document, built that join once and compared it with every row (10 million comparisons, a second,
 * for 오징어 at a million products).
 */
function inNameMatches(source: WordSource): RawBuilder<SqlBool> | undefined {
  const outer = sql.ref('t.product_no');
  if (source.grams === undefined) {
    return sql<SqlBool>`exists (select 1 from search_term a where a.term = ${source.word} and a.product_no = ${outer})`;
  }
  return source.grams.length === 0
    ? undefined
    : sql<SqlBool>`exists (select 1 from search_document d
        where d.product_no = ${outer} and d.name_compact like ${`%${source.word}%`})`;
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
    .where('t.term', 'in', [...(source.tagTerms ?? [TAG_MARK])]);
  return query as unknown as SourceQuery;
}

/**
 * What a one-word source matches, as streams of postings: A, the name has the word (one row per
 * product); B, the product's category matches (60 when a tag of it is the word, else 50); C, another
 * tag contains it. A product can come in several streams (and in C once per tag); its match quality
 * is the best of its rows, as scoreOf ranks them (A's name matches are 70 and up). Initial consonants
 * and half-typed words only have A.
 */
function wordStreams(db: Db, source: WordSource): { rows: SourceQuery; perProduct: number }[] {
  const inName = nameMatches(db, source);
  const streams = inName ? [{ rows: inName, perProduct: 1 }] : [];
  if (source.mode !== 'text') return streams;
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
  if (!source.nameOnly) streams.push({ rows: tagMatches(db, source), perProduct: MAX_OTHER_TAGS });
  return streams;
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
    tags: source.mode === 'text' && !source.nameOnly ? [outside(tagMatches(db, source))] : [],
  });
  const [only, ...others] = sources;
  let rest: SourceQuery;
  if (only && others.every((other) => other.nameOnly)) {
    // The word's own rows as for one word; its other names' rows only for products the word did not
    // match (by name or other tag; its categories are left out already), each product once among them.
    const { names, tags } = restOf(only);
    const notInName = inNameMatches(only);
    const notTheWords = (query: SourceQuery) => {
      let kept = notInName ? query.where(sql<SqlBool>`not ${notInName}`) : query;
      if (only.mode === 'text') {
        kept = kept.where(
          sql<SqlBool>`not exists (select 1 from search_term c where c.product_no = ${sql.ref('t.product_no')}
            and c.term in (${sql.join(only.tagTerms ?? [TAG_MARK])}))`,
        );
      }
      return kept;
    };
    const otherNames = others.flatMap((other) => restOf(other).names).map(notTheWords);
    rest = unionAll([
      ...names,
      ...tags.map((query) =>
        bestPerProduct(db, notInName ? query.where(sql<SqlBool>`not ${notInName}`) : query),
      ),
      ...(otherNames.length > 0 ? [bestPerProduct(db, unionAll(otherNames))] : []),
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
                return [...(inName ? [inName] : []), ...(source.nameOnly ? [] : [exactTag])].map((part) =>
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

/** search.document.ts's readingScore, in SQL. */
function readingScore(score: RawBuilder<number>, rank: ReadingRank): RawBuilder<number> {
  if (rank === 'other') return sql<number>`(${score} - 1)`;
  if (rank === 'kind') return sql<number>`(case when ${score} >= 85 then 84 else ${score} - 1 end)`;
  if (rank === 'head') return sql<number>`(case when ${score} >= 95 then 89 else 69 end)`;
  return sql<number>`(${score} - ${30 + rank.part})`;
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
  request: MatchPage,
): Promise<ProductRow[]> {
  const keys = sortKeys(request.sort);
  const wanted = request.offset + request.limit;
  const streams = await Promise.all(
    sources
      .flatMap((source) => wordStreams(db, source).map((stream) => ({ ...stream, rank: source.rank })))
      .map(async (stream) => {
        // Another name's matches rank against the word's own as readingScore says (케첩 before 케찹).
        const score = stream.rank
          ? readingScore(sql.ref<number>('m.score'), stream.rank)
          : sql.ref<number>('m.score');
        let rows = db
          .selectFrom(stream.rows.as('m'))
          .select([
            'm.product_no',
            score.as('score'),
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
            column === 'score' ? score : sql.ref(column === 'created_at' ? 'created_at' : `m.${column}`),
            direction,
          );
        }
        return (await ordered.limit(wanted * stream.perProduct).execute()) as MatchRow[];
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
