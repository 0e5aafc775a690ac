/**
 * The items of every loaded page, each once, in page order. Pages are fetched at different moments,
 * so an item that moved between two page requests (a new deal, a re-ranked product) must not show
 * twice.
 */
export function uniqueItems<P, T>(
  pages: readonly P[] | undefined,
  itemsOf: (page: P) => readonly T[],
  keyOf: (item: T) => number,
): T[] {
  const seen = new Set<number>();
  const list: T[] = [];
  for (const page of pages ?? []) {
    for (const item of itemsOf(page)) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(item);
    }
  }
  return list;
}
