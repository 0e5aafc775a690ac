import type { Kysely } from 'kysely';
import { DEFAULT_BANNED_WORDS } from '#contract/fixtures/default-banned-words.ts';

/**
 * The default banned-word list (contract/fixtures/default-banned-words.ts) into `banned_word` (0010),
 * once: a new database and one that ran 0010 before the list existed both start with it, and an
 * operator's later removals stay removed (this never runs again). Words already there are left as the operator
 * set them. Unlike a schema change, this takes the list as it ships when the database reaches 0012; a
 * word added to the default list later reaches existing databases through the admin command or a
 * migration of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow DB's types
export async function up(db: Kysely<any>): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('banned_word')
    .values(
      DEFAULT_BANNED_WORDS.map((entry) => ({
        word: entry.word,
        whole_word: entry.wholeWord ? 1 : 0,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.column('word').doNothing())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('banned_word')
    .where(
      'word',
      'in',
      DEFAULT_BANNED_WORDS.map((entry) => entry.word),
    )
    .execute();
}
