import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';

/**
 * The search synonym dictionary (docs/search.md, "Synonyms"): one row per term a shopper types and the
 * word the catalogue more likely uses (우육 -> 소고기, 쥬스 -> 주스). Filled once with the shipped
 * list, server/modules/search/synonyms.tsv as it is when this migration runs; operators edit it with
 * `npm run admin -- search synonym add|remove|list`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_synonym')
    .addColumn('term', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('word', 'varchar(50)', (c) => c.notNull())
    /** 'SHIPPED' (the list this migration installed) or 'OPERATOR' (added with the admin command). */
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  const text = readFileSync(new URL('../../modules/search/synonyms.tsv', import.meta.url), 'utf8');
  const now = new Date().toISOString();
  const rows = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((part) => part.trim()))
    .filter(([term, word]) => term && word && term !== word)
    .map(([term, word]) => ({ term, word, source: 'SHIPPED', created_at: now }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('search_synonym')
      .values(rows.slice(i, i + 200))
      .onConflict((c) => c.column('term').doNothing())
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_synonym').execute();
}
