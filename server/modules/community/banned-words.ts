import { containsBannedWord } from '../../../contract/nickname.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The server's banned-word check for community text (and nicknames). FIRST VERSION: the nickname
 * matcher over its fixed list; to be replaced by the operator-editable list in the banned_word table
 * and the matcher of contract/banned-words.ts (whole-word rules, jamo and symbols in between).
 */
export async function findBannedWords(_db: Db, text: string): Promise<string[]> {
  return containsBannedWord(text) ? ['금칙어'] : [];
}

/** Refuses text with a banned word: 400 code 12, naming the word, so the form can show it. */
export async function assertCleanText(db: Db, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    const [word] = await findBannedWords(db, text);
    if (word) throw new AppError('NOT_MATCHED', `사용할 수 없는 단어가 포함되어 있습니다: ${word}`);
  }
}
