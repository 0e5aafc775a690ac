/** Store search: stores by name, region or what they sell. */
import type { StoreResult } from '#contract/search.ts';
import type { Db } from '../../db/schema.ts';
import { pageInfo, pageWindow } from '../../shared/paging.ts';
import { choseongOf, compactText, jamoOf } from './korean-text.ts';
import { type MatchPlan, plansFor, type TokenMatch } from './search.query.ts';
import { loadStores, productCountsByStore, type StoreRow } from './search.stores.repository.ts';

function storeScore(store: StoreRow, plan: MatchPlan): number {
  const name = compactText(store.name);
  const region = `|${compactText(store.region_name)}|${compactText(store.region_short_name)}|`;
  const everything = `${name}${region}${compactText(store.description)}`;
  const tokenFound = (token: TokenMatch) => {
    switch (token.mode) {
      case 'text':
        return everything.includes(token.needle);
      case 'choseong':
        return choseongOf(name).includes(token.needle);
      case 'jamo':
        return jamoOf(name).includes(token.needle);
    }
  };
  if (!plan.tokens.every(tokenFound)) return 0;
  const compact = compactText(plan.keyword);
  if (name === compact) return 100;
  if (name.startsWith(compact)) return 90;
  if (name.includes(compact)) return 80;
  if (region.includes(`|${compact}|`)) return 70;
  if (region.includes(compact)) return 60;
  return 40;
}

/** Stores by name, region (`제주`, `부산`) or what they sell, spacing-insensitive. */
export async function searchStores(db: Db, query: { keyword: string; page: number; size: number }) {
  const stores = await loadStores(db);
  let matched: { store: StoreRow; score: number }[] = [];
  for (const plan of plansFor(query.keyword)) {
    matched = stores
      .map((store) => ({ store, score: storeScore(store, plan) }))
      .filter((entry) => entry.score > 0);
    if (matched.length > 0) break;
  }
  matched.sort(
    (a, b) =>
      b.score - a.score || b.store.like_count - a.store.like_count || a.store.store_id - b.store.store_id,
  );
  const { offset, limit } = pageWindow(query);
  const page = matched.slice(offset, offset + limit).map((entry) => entry.store);
  const counts = await productCountsByStore(
    db,
    page.map((store) => store.store_id),
  );
  const results: StoreResult[] = page.map((store) => ({
    storeId: store.store_id,
    name: store.name,
    description: store.description,
    regionCode: store.region_code,
    regionName: store.region_name,
    likeCount: store.like_count,
    productCount: counts.get(store.store_id) ?? 0,
  }));
  return { keyword: query.keyword, stores: results, pageInfo: pageInfo(query, matched.length) };
}
