/**
 * What every search reads besides the index: the category tree (filters, facets, category matches) and
 * the lexicon (the synonym dictionary and the typo vocabulary). Both change only with a catalogue
 * import or a `search synonym add|remove`, so each app keeps a copy for a short while in its own
 * SearchCatalogue (search.routes.ts creates one per app instance: tests build many apps on different
 * databases in one process). A change in this process drops the copies at once (announceSearchChange);
 * another process's change shows here within CATALOGUE_TTL_MS.
 */
import type { Selectable } from 'kysely';
import type { CategoryTable, Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { CATEGORY_MARK, categoryTags } from './search.document.ts';
import { loadCategories } from './search.index.repository.ts';
import type { CategoryMatches } from './search.match.repository.ts';
import { type Vocabulary, vocabularyOf } from './search.typo.ts';
import { loadSynonyms, loadVocabularyRows } from './synonyms.repository.ts';
import type { SynonymDictionary } from './synonyms.ts';

export interface CategoryTree {
  byCode: Map<string, Selectable<CategoryTable>>;
  children: Map<string | null, Selectable<CategoryTable>[]>;
}

function categoryTree(categories: readonly Selectable<CategoryTable>[]): CategoryTree {
  const byCode = new Map(categories.map((category) => [category.code, category]));
  const children = new Map<string | null, Selectable<CategoryTable>[]>();
  for (const category of categories) {
    const siblings = children.get(category.parent_code) ?? [];
    siblings.push(category);
    children.set(category.parent_code, siblings);
  }
  return { byCode, children };
}

/** The category itself and everything below it. */
export function subtree(tree: CategoryTree, code: string): Set<string> {
  const codes = new Set<string>([code]);
  const stack = [code];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    for (const child of tree.children.get(next) ?? []) {
      codes.add(child.code);
      stack.push(child.code);
    }
  }
  return codes;
}

export type CategoryMatcher = (word: string) => CategoryMatches;

/**
 * Which depth-3 categories a word finds, as `@code` posting terms: those below a category one of
 * whose tags (categoryTags, as the index has them) contains the word; 60 when a tag is the word.
 */
export function categoryMatcher(tree: CategoryTree): CategoryMatcher {
  const entries = [...tree.byCode.values()].map((category) => ({
    tags: categoryTags(category.name, category.depth),
    leaves: [...subtree(tree, category.code)].filter((code) => tree.byCode.get(code)?.depth === 3),
  }));
  return (word) => {
    const matches = new Map<string, 60 | 50>();
    for (const { tags, leaves } of entries) {
      if (!tags.some((tag) => tag.includes(word))) continue;
      const score = tags.includes(word) ? 60 : 50;
      for (const leaf of leaves) {
        const term = `${CATEGORY_MARK}${leaf}`;
        if (score > (matches.get(term) ?? 0)) matches.set(term, score);
      }
    }
    return matches;
  };
}

/** The category tree of the catalogue, for filters, facets and category matches. */
export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  return categoryTree(await loadCategories(db));
}

/**
 * The synonym dictionary and the typo vocabulary: the vocabulary changes with the catalogue, the
 * dictionary with `search synonym add|remove`.
 */
export interface Lexicon {
  synonyms: SynonymDictionary;
  /** Read on first use: most searches find something before a typo is considered. */
  vocabulary(): Promise<Vocabulary>;
}

async function loadLexicon(db: Db): Promise<Lexicon> {
  const synonyms = await loadSynonyms(db);
  let vocabulary: Promise<Vocabulary> | undefined;
  return {
    synonyms: new Map(synonyms.map((row) => [row.term, row.word])),
    vocabulary: () => {
      vocabulary ??= loadVocabularyRows(db).then(vocabularyOf);
      return vocabulary;
    },
  };
}

/** What changed: the catalogue (categories, products: tree and vocabulary) or the synonyms (lexicon). */
export type SearchChange = 'catalogue' | 'synonyms';

const CATALOGUE_TTL_MS = 30_000;

export interface SearchCatalogue {
  /** The category tree, cached unless `db` is a transaction (which may see rows nobody else does). */
  categoryTree(db: Db): Promise<CategoryTree>;
  /** The lexicon, cached like the tree. */
  lexicon(db: Db): Promise<Lexicon>;
  /** Drops what the change made stale. */
  changed(change: SearchChange): void;
}

/** A cached copy: which database it came from and when. */
interface Entry<T> {
  db: Db;
  loadedAt: number;
  value: T;
}

/** How long a search waits for a copy being made before it answers 141 (spec section 8). */
const CACHE_READY_MS = 5_000;

/** One cached copy (the tree, or the lexicon) of one database, loaded at most once at a time. */
export function cachedCopy<T>(load: (db: Db) => Promise<T>, ttlMs: number, readyWithinMs: number) {
  let entry: Entry<T> | undefined;
  let loading: { db: Db; value: Promise<T> } | undefined;
  // Bumped by every drop: a load that a change overtook is not kept.
  let generation = 0;
  const readyInTime = (value: Promise<T>): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('CACHE_CREATION_TIMEOUT')), readyWithinMs);
    });
    return Promise.race([value, late]).finally(() => clearTimeout(timer));
  };
  return {
    async get(db: Db): Promise<T> {
      if (db.isTransaction) return load(db);
      if (entry !== undefined && entry.db === db && Date.now() - entry.loadedAt < ttlMs) return entry.value;
      if (loading?.db !== db) {
        const started = generation;
        const mine = {
          db,
          value: load(db).then((value) => {
            if (started === generation) entry = { db, loadedAt: Date.now(), value };
            return value;
          }),
        };
        loading = mine;
        const done = () => {
          if (loading === mine) loading = undefined;
        };
        mine.value.then(done, done);
      }
      return readyInTime(loading.value);
    },
    drop(): void {
      generation += 1;
      entry = undefined;
      loading = undefined;
    },
  };
}

/**
 * One app's copies of the tree and the lexicon; a new instance starts empty. A copy being made is
 * shared by the searches that arrive meanwhile; one not ready within `readyWithinMs` answers
 * CACHE_CREATION_TIMEOUT (141, "try again shortly"), and the copy goes on being made for the next.
 */
export function createSearchCatalogue(
  options: { ttlMs?: number; readyWithinMs?: number } = {},
): SearchCatalogue {
  const ttlMs = options.ttlMs ?? CATALOGUE_TTL_MS;
  const readyWithinMs = options.readyWithinMs ?? CACHE_READY_MS;
  const tree = cachedCopy(loadCategoryTree, ttlMs, readyWithinMs);
  const lexicon = cachedCopy(loadLexicon, ttlMs, readyWithinMs);
  return {
    categoryTree: tree.get,
    lexicon: lexicon.get,
    changed(change) {
      if (change === 'catalogue') tree.drop();
      lexicon.drop();
    },
  };
}

/**
 * Who hears of a change made in this process (the indexer, the catalogue import, the synonym command):
 * the catalogues of the apps running here. It holds listeners, never data; an app unsubscribes when it
 * closes.
 */
const listeners = new Set<(change: SearchChange) => void>();

export function onSearchChange(listener: (change: SearchChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSearchChange(change: SearchChange): void {
  for (const listener of listeners) listener(change);
}
