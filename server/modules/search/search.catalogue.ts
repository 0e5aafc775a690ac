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

/** One app's copies of the tree and the lexicon; a new instance starts empty. */
export function createSearchCatalogue(options: { ttlMs?: number } = {}): SearchCatalogue {
  const ttlMs = options.ttlMs ?? CATALOGUE_TTL_MS;
  let tree: Entry<CategoryTree> | undefined;
  let lexicon: Entry<Lexicon> | undefined;
  // Bumped by every change: a load that a change overtook is not kept.
  let generation = 0;
  const fresh = <T>(entry: Entry<T> | undefined, db: Db): entry is Entry<T> =>
    entry !== undefined && entry.db === db && Date.now() - entry.loadedAt < ttlMs;
  return {
    async categoryTree(db) {
      if (db.isTransaction) return loadCategoryTree(db);
      if (fresh(tree, db)) return tree.value;
      const started = generation;
      const value = await loadCategoryTree(db);
      if (started === generation) tree = { db, loadedAt: Date.now(), value };
      return value;
    },
    async lexicon(db) {
      if (db.isTransaction) return loadLexicon(db);
      if (fresh(lexicon, db)) return lexicon.value;
      const started = generation;
      const value = await loadLexicon(db);
      if (started === generation) lexicon = { db, loadedAt: Date.now(), value };
      return value;
    },
    changed(change) {
      generation += 1;
      if (change === 'catalogue') tree = undefined;
      lexicon = undefined;
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
