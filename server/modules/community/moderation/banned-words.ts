import {
  type BannedWordEntry,
  type BannedWordMatcher,
  compileBannedWords,
  findBannedWordsIn,
  type MatchMode,
} from '#contract/rules/banned-words.ts';
import type { Db } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

/**
 * The server's banned-word check for community text and nicknames: the operator's list (`banned_word`,
 * edited with `npm run admin -- community words ...`, started by migration 0012 with the list in
 * contract/fixtures/default-banned-words.ts) through the shared matcher of contract/rules/banned-words.ts.
 *
 * The compiled list is kept per database for BANNED_WORDS_TTL_MS: a write or a nickname check does not
 * read the table each time, and since several instances may run, each sees an operator's change within
 * that time (the admin command also clears the cache of its own process).
 */
export const BANNED_WORDS_TTL_MS = 30_000;

interface Cached {
  loadedAt: number;
  matcher: Promise<BannedWordMatcher>;
}

const cache = new WeakMap<object, Cached>();

export async function readBannedWords(db: Db): Promise<BannedWordEntry[]> {
  const rows = await db.selectFrom('banned_word').select(['word', 'whole_word']).orderBy('word').execute();
  return rows.map((row) => ({ word: row.word, wholeWord: row.whole_word === 1 }));
}

async function matcherFor(db: Db): Promise<BannedWordMatcher> {
  const now = performance.now();
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < BANNED_WORDS_TTL_MS) return cached.matcher;
  const matcher = readBannedWords(db).then(compileBannedWords);
  cache.set(db, { loadedAt: now, matcher });
  // A failed read (database away) must not stay cached for the whole period.
  matcher.catch(() => {
    if (cache.get(db)?.matcher === matcher) cache.delete(db);
  });
  return matcher;
}

/** Forget the cached list of this database (after the admin command changed it). */
export function invalidateBannedWords(db: Db): void {
  cache.delete(db);
}

/** The banned words in a text, each once, in the list's spelling. */
export async function findBannedWords(db: Db, text: string, mode: MatchMode = 'text'): Promise<string[]> {
  return findBannedWordsIn(await matcherFor(db), text, mode);
}

/** The message of code 12 for a text with a banned word (the form shows it as it is). */
export const bannedWordMessage = (word: string) => `사용할 수 없는 단어가 포함되어 있습니다: ${word}`;

/** Refuses text with a banned word: 400 code 12, naming the word, so the form can show it. */
export async function assertCleanText(db: Db, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    const [word] = await findBannedWords(db, text);
    if (word) throw new AppError('NOT_MATCHED', bannedWordMessage(word));
  }
}
