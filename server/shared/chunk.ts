/** Bound parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
export const MAX_PARAMS = 30_000;
/** Values in one `in (...)` list. */
export const IN_CHUNK = 5_000;

/** The items in slices of `size`, for statements that must stay under a parameter limit. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
