import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { compactText, tokensOf } from './korean-text.ts';
import { announceSearchChange } from './search.catalogue.ts';
import { deleteSynonym, loadSynonyms, upsertSynonym } from './synonyms.repository.ts';
import { WORD_SEPARATOR } from './synonyms.ts';

/**
 * `npm run admin -- search synonym list|add <검색어> <상품에 쓰는 말>...|remove <검색어>`: the search synonym
 * dictionary (docs/search.md, "Synonyms"). Every server reads a change within 30 seconds.
 */
export const SEARCH_USAGE = `  search synonym list                  검색 동의어 사전 목록 (검색어 -> 상품에 쓰는 말)
  search synonym add <검색어> <말>...  동의어 추가·변경 (예: search synonym add 우육 소고기 한우)
  search synonym remove <검색어>       동의어 삭제`;

/** The columns are varchar(50). */
const TERM_MAX = 50;

function usage(ctx: CliContext, message: string): number {
  ctx.io.err(message);
  ctx.io.err(SEARCH_USAGE);
  return 2;
}

/** A dictionary term is one word as the search reads it (lower case, NFC, no spaces). */
function termOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const words = tokensOf(raw);
  return words.length === 1 && [...words[0]!].length <= TERM_MAX ? words[0] : undefined;
}

/** `search synonym <args>`; exit codes: 0 done, 1 nothing to do (unknown term), 2 bad arguments. */
export async function runSearchCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  const [topic, action, ...rest] = args;
  if (topic !== 'synonym') return usage(ctx, 'search 다음에는 synonym 을 적어 주세요.');
  if (action === 'list' && rest.length === 0) {
    const rows = await loadSynonyms(ctx.db);
    if (rows.length === 0) ctx.io.out('등록된 동의어가 없습니다.');
    for (const row of rows)
      ctx.io.out(`${row.term} -> ${row.word}${row.source === 'OPERATOR' ? '  (운영자)' : ''}`);
    ctx.io.out(`동의어 ${rows.length}개`);
    return 0;
  }
  if (action === 'add') {
    const term = termOf(rest[0]);
    const words = [...new Set(rest.slice(1).map(compactText))].filter((word) => word !== '' && word !== term);
    const word = words.join(WORD_SEPARATOR);
    if (rest.length < 2 || !term || words.length === 0 || [...word].length > TERM_MAX)
      return usage(
        ctx,
        `search synonym add 다음에는 검색어 한 낱말과 상품에 쓰는 말(여럿이면 띄어서)을 합해 ${TERM_MAX}자 이하로 적어 주세요.`,
      );
    const added = await upsertSynonym(ctx.db, { term, word, now: ctx.now.toISOString() });
    announceSearchChange('synonyms');
    ctx.io.out(
      `동의어 '${term}' -> '${word}' 을(를) ${added ? '등록' : '변경'}했습니다. 모든 서버에 30초 안에 적용됩니다.`,
    );
    return 0;
  }
  if (action === 'remove') {
    const term = termOf(rest[0]);
    if (rest.length !== 1 || !term)
      return usage(ctx, 'search synonym remove 다음에는 검색어 하나를 적어 주세요.');
    const removed = await deleteSynonym(ctx.db, term);
    announceSearchChange('synonyms');
    if (!removed) {
      ctx.io.err(`등록되지 않은 검색어입니다: ${term}`);
      return 1;
    }
    ctx.io.out(`동의어 '${term}' 을(를) 지웠습니다. 모든 서버에 30초 안에 적용됩니다.`);
    return 0;
  }
  return usage(ctx, 'search synonym 다음에는 list, add 또는 remove 를 적어 주세요.');
}

export const searchCli: CliGroup = {
  commands: ['search'],
  usage: SEARCH_USAGE,
  parse: wordsAfter(1),
  run: runSearchCli,
};
