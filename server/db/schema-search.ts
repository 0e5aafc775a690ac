/**
 * Tables of the search service (migration 0003_search). All of them are derived from the catalogue
 * except search_log, and can be rebuilt at any time with rebuildSearchIndex. The conventions of
 * schema.ts hold: instants are ISO UTC strings.
 */

/** One row per indexed product: the normalised forms the queries match against. */
export interface SearchDocumentTable {
  product_no: number;
  /** Name, normalised and without spaces: `청송꿀사과3kg`. */
  name_compact: string;
  /** Name, normalised, with a space on both ends so word matches are a LIKE: ` 청송 꿀사과 3kg `. */
  name_spaced: string;
  /** Every tag (categories, origin, store, region), each compact, between bars: `|과일|국산과일|경북청송|`. */
  tags: string;
  /** The tags that are not categories, which have `#tag` postings and search_tag rows. */
  other_tags: string;
  /** The product's depth-3 category when indexed, which has an `@code` posting. */
  category_code: string;
  /** The choseong of name_compact, one per character: `ㅊㅅㄲㅅㄱ3kg`. */
  choseong: string;
  /** The choseong of name_spaced, for ranking whole-word choseong matches: ` ㅊㅅ ㄲㅅㄱ 3kg `. */
  choseong_spaced: string;
  /** The jamo of name_compact: `ㅊㅓㅇㅅㅗㅇ…`, so a half-typed `사ㄱ` matches. */
  jamo: string;
  /**
   * The jamo of the name's head, its last word that names a thing (`사과` in 청송 사과 선물용 3kg: not a
   * sales word, a place, a size or a count), so a half-typed word completing it ranks first.
   */
  head_jamo: string;
  /**
   * Copies of the product's columns that facets, filters and orders read, as on its postings (and kept
   * the same way: see SearchTermTable), so a search that confirms documents never reads the products.
   */
  sale_price: number;
  popularity: number;
  sold_out: number;
  /** JSON `{ weight, refs }`: what this product added to search_suggestion, so an update can take it back. */
  suggestions: string;
}

/**
 * The inverted index. Name grams (unigrams, bigrams; choseong bigrams and trigrams; the first
 * choseong), one `@code` posting for the product's category and one `#tag` posting per other tag
 * (`#경북청송`).
 */
export interface SearchTermTable {
  term: string;
  product_no: number;
  /**
   * The match quality of this product for a search of exactly this name gram (see scoreOf in the
   * repository), so the commonest searches, one or two characters, rank without reading documents.
   * Tag postings store 0: their quality depends on the query (the whole tag, or part of it).
   */
  score: number;
  /**
   * Copies of the product's columns that facets, filters and sorts read, so those searches are
   * answered from the postings alone. Products change only through the seed and the catalogue
   * import, and both re-index; anything else that changes them must call indexProducts.
   */
  category_code: string;
  sale_price: number;
  popularity: number;
  sold_out: number;
}

/** Every tag of the catalogue that is not a category (origin, store, region; compact) and how many products carry it. */
export interface SearchTagTable {
  piece: string;
  product_count: number;
}

/** Autocomplete entries: one row per word start of a keyword or product name. */
export interface SearchSuggestionTable {
  kind: string; // KEYWORD | PRODUCT
  text: string;
  /** UTF-16 offset in text where this row's key starts. */
  start: number;
  /** Jamo of the compact text from start, cut to a fixed length (prefix range scans). */
  key_jamo: string;
  /** The first jamo of key_jamo: a bucket whose rows an index keeps in weight order. */
  key_head: string;
  key_choseong: string;
  /** Sum of (popularity + 1) over the products that carry this text. */
  weight: number;
  product_count: number;
}

/** Every search a shopper ran (first page only), for the popular-keyword ranking. */
export interface SearchLogTable {
  /** A digest of client, keyword and hour for searches (searchLogId), so each is logged once an hour. */
  log_id: string;
  /** The keyword the results were for, normalised with single spaces. */
  keyword: string;
  /** The same without spaces: `꿀 사과` and `꿀사과` count together. */
  keyword_key: string;
  result_count: number;
  /** 1 when the keyword is words a shopper would read in a ranking; 0 for `ㅅㄱ` or a half-typed `사ㄱ`. */
  rankable: number;
  /** `m:<memberId>`, else `ip:<address>`: one shopper counts once per window. */
  client_key: string;
  searched_at: string;
}

/** The synonym dictionary (migration 0016): a term shoppers type and the word the catalogue uses. */
export interface SearchSynonymTable {
  term: string;
  word: string;
  /** SHIPPED | OPERATOR */
  source: string;
  created_at: string;
}

/** The catalogue's version (migration 0033, PostgreSQL only): bumped by every write of the catalogue or the index. */
export interface SearchVersionTable {
  id: number;
  /** bigint: the driver returns it as a string. */
  version: string;
}
