import { compileEntry } from '#contract/rules/banned-words.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../../shared/context.ts';
import { BANNED_WORDS_TTL_MS, invalidateBannedWords, readBannedWords } from './banned-words.ts';

/**
 * `npm run admin -- community words list|add <word> [--whole]|remove <word>`: the operator's banned-word
 * list. Every server instance reads the change within BANNED_WORDS_TTL_MS (banned-words.ts caches it).
 */
export const COMMUNITY_WORDS_USAGE = `  community words list                 커뮤니티 금칙어 목록 (닉네임에도 적용)
  community words add <단어> [--whole] 금칙어 추가 (--whole: 다른 낱말 속에서는 허용, 예: 시발점)
  community words remove <단어>        금칙어 삭제`;

/** The column is varchar(50). */
const WORD_MAX = 50;

const seconds = Math.round(BANNED_WORDS_TTL_MS / 1000);

function usage(ctx: CliContext, message: string): number {
  ctx.io.err(message);
  ctx.io.err(COMMUNITY_WORDS_USAGE);
  return 2;
}

/** `community words <args>`; exit codes: 0 done, 1 nothing to do (unknown word), 2 bad arguments. */
export async function runCommunityWordsCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'list' && rest.length === 0) {
    const words = await readBannedWords(ctx.db);
    if (words.length === 0) ctx.io.out('등록된 금칙어가 없습니다.');
    for (const entry of words) ctx.io.out(`${entry.word}${entry.wholeWord ? '  (낱말 단위)' : ''}`);
    ctx.io.out(`금칙어 ${words.length}개`);
    return 0;
  }
  if (action === 'add') {
    const whole = rest.includes('--whole');
    const words = rest.filter((arg) => arg !== '--whole');
    const word = words[0]?.normalize('NFC').trim();
    if (words.length !== 1 || !word)
      return usage(ctx, 'community words add 다음에는 단어 하나를 적어 주세요.');
    if ([...word].length > WORD_MAX) return usage(ctx, `금칙어는 ${WORD_MAX}자 이하여야 합니다.`);
    if (!compileEntry({ word, wholeWord: whole })) {
      return usage(ctx, '글자(한글, 영문, 숫자)가 없는 금칙어는 찾을 수 없습니다.');
    }
    // Adding a word that is there already sets its whole-word flag: that is how an operator changes it.
    await ctx.db
      .insertInto('banned_word')
      .values({ word, whole_word: whole ? 1 : 0, created_at: ctx.now.toISOString() })
      .onConflict((oc) => oc.column('word').doUpdateSet({ whole_word: whole ? 1 : 0 }))
      .execute();
    invalidateBannedWords(ctx.db);
    ctx.io.out(
      `금칙어 '${word}'${whole ? ' (낱말 단위)' : ''} 을(를) 등록했습니다. 모든 서버에 ${seconds}초 안에 적용됩니다.`,
    );
    return 0;
  }
  if (action === 'remove') {
    const word = rest[0]?.normalize('NFC').trim();
    if (rest.length !== 1 || !word)
      return usage(ctx, 'community words remove 다음에는 단어 하나를 적어 주세요.');
    const result = await ctx.db.deleteFrom('banned_word').where('word', '=', word).executeTakeFirst();
    invalidateBannedWords(ctx.db);
    if (Number(result.numDeletedRows) === 0) {
      ctx.io.err(`등록되지 않은 금칙어입니다: ${word}`);
      return 1;
    }
    ctx.io.out(`금칙어 '${word}' 을(를) 지웠습니다. 모든 서버에 ${seconds}초 안에 적용됩니다.`);
    return 0;
  }
  return usage(ctx, 'community words 다음에는 list, add 또는 remove 를 적어 주세요.');
}

export const communityWordsCli: CliGroup = {
  commands: ['community words'],
  usage: COMMUNITY_WORDS_USAGE,
  parse: wordsAfter(2),
  run: runCommunityWordsCli,
};
