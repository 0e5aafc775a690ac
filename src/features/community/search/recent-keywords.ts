import { useSyncExternalStore } from 'react';
import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { localStore } from '../../../platform/storage.ts';

/**
 * The community search's recent keywords (local storage `communityRecentKeywords`), newest first, at
 * most COMMUNITY_RECENT_MAX: kept apart from the product search's, so looking for 김치찌개 recipes does
 * not fill the shop's search screen and the other way round.
 */
export const COMMUNITY_RECENT_MAX = 10;

let snapshot: readonly string[] = [];
const listeners = new Set<() => void>();

function read(): readonly string[] {
  const stored = (localStore.get('communityRecentKeywords') ?? []).slice(0, COMMUNITY_RECENT_MAX);
  // One array per stored state, as useSyncExternalStore needs.
  if (stored.length !== snapshot.length || stored.some((keyword, index) => keyword !== snapshot[index]))
    snapshot = stored;
  return snapshot;
}

function write(keywords: string[]): void {
  if (keywords.length === 0) localStore.remove('communityRecentKeywords');
  else localStore.set('communityRecentKeywords', keywords);
  for (const listener of listeners) listener();
}

export const communityRecentKeywords = {
  read,
  /** The keyword moves to the front (once), the oldest beyond the tenth falls off. */
  record(keyword: string): void {
    const trimmed = keyword.trim();
    if (trimmed === '' || trimmed.length > COMMUNITY_LIMITS.searchKeywordMax) return;
    write([trimmed, ...read().filter((entry) => entry !== trimmed)].slice(0, COMMUNITY_RECENT_MAX));
  },
  remove(keyword: string): void {
    write(read().filter((entry) => entry !== keyword));
  },
  clear(): void {
    write([]);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'communityRecentKeywords') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: readonly string[] = [];

export function useCommunityRecentKeywords(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}
