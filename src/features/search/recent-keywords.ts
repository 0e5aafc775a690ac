import { useSyncExternalStore } from 'react';
import { SEARCH_KEYWORD_MAX_LENGTH } from '#contract/rules/search-text.ts';
import { localStore } from '../../platform/storage.ts';

/** How many recent keywords the search screen keeps and shows. */
export const RECENT_KEYWORDS_MAX = 10;

/**
 * Puts a searched keyword at the front (trimmed; the same keyword again moves to the front instead of
 * appearing twice), keeping at most `max`. Blank or over-long keywords change nothing.
 */
export function addKeyword(list: readonly string[], keyword: string, max = RECENT_KEYWORDS_MAX): string[] {
  const trimmed = keyword.trim();
  if (trimmed === '' || trimmed.length > SEARCH_KEYWORD_MAX_LENGTH) return [...list];
  return [trimmed, ...list.filter((entry) => entry !== trimmed)].slice(0, max);
}

export function removeKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((entry) => entry !== keyword);
}

// One snapshot object per storage state, as useSyncExternalStore needs.
interface Snapshot {
  keywords: readonly string[];
  autoSave: boolean;
}

const listeners = new Set<() => void>();
let snapshot: Snapshot | undefined;

function read(): Snapshot {
  const keywords = (localStore.get('recentKeywords') ?? []).slice(0, RECENT_KEYWORDS_MAX);
  const autoSave = localStore.get('recentKeywordAutoSave') ?? true;
  if (
    snapshot &&
    snapshot.autoSave === autoSave &&
    snapshot.keywords.length === keywords.length &&
    snapshot.keywords.every((keyword, index) => keyword === keywords[index])
  )
    return snapshot;
  snapshot = { keywords, autoSave };
  return snapshot;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export const recentKeywords = {
  read,
  /** Records a searched keyword, unless the shopper switched auto-save off. */
  record(keyword: string): void {
    if (!read().autoSave) return;
    localStore.set('recentKeywords', addKeyword(read().keywords, keyword));
    changed();
  },
  remove(keyword: string): void {
    localStore.set('recentKeywords', removeKeyword(read().keywords, keyword));
    changed();
  },
  clear(): void {
    localStore.remove('recentKeywords');
    changed();
  },
  setAutoSave(on: boolean): void {
    localStore.set('recentKeywordAutoSave', on);
    changed();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'recentKeywords' || event.key === 'recentKeywordAutoSave')
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const SERVER_SNAPSHOT: Snapshot = { keywords: [], autoSave: true };

export function useRecentKeywords(): Snapshot {
  return useSyncExternalStore(subscribe, read, () => SERVER_SNAPSHOT);
}
