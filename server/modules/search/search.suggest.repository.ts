/** Autocomplete: suggestion rows by prefix. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { chars } from './korean-text.ts';

export interface SuggestionRow {
  kind: string;
  text: string;
  start: number;
  weight: number;
}

/**
 * Suggestion rows of one kind whose key starts with `prefix`, heaviest first: a range scan on a
 * code-point ordered index, then a sort. With `head` (the prefix's first SUGGESTION_HEAD_JAMO jamo)
 * the rows come from that head bucket instead, which its index keeps in weight order: the scan stops
 * at the limit, so a prefix shared by thousands of product names still reads a few dozen rows.
 */
export async function suggestionsByPrefix(
  db: Db,
  options: {
    kind: 'KEYWORD' | 'PRODUCT';
    column: 'key_jamo' | 'key_choseong';
    prefix: string;
    head?: string;
    limit: number;
  },
): Promise<SuggestionRow[]> {
  const base = db
    .selectFrom('search_suggestion')
    .select(['kind', 'text', 'start', 'weight'])
    .where('kind', '=', options.kind);
  const query =
    options.head === undefined
      ? base
          .where(options.column, '>=', options.prefix)
          .where(options.column, '<', `${options.prefix}\u{10FFFF}`)
          .orderBy('weight', 'desc')
          .orderBy('text')
      : base
          .where('key_head', '=', options.head)
          // Written as a function so no planner takes it for an index range instead of the bucket.
          .where(
            sql`substr(${sql.ref(options.column)}, 1, ${chars(options.prefix).length})`,
            '=',
            options.prefix,
          )
          .orderBy('weight', 'desc');
  const rows = await query.limit(options.limit).execute();
  return rows.map((row) => ({ ...row, weight: Number(row.weight) }));
}
