import { canBeChoseong, combineCharacter, combineVowels, disassembleCompleteCharacter } from 'es-hangul';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { PostList } from '#contract/community.ts';
import type { CommunityType } from '#contract/rules/community-rules.ts';
import type { Db } from '../../../db/schema.ts';
import { isPostgres } from '../../../db/transaction.ts';
import type { ServiceContext } from '../../../shared/context.ts';
import {
  chars,
  completePrefix,
  convertWrongLayout,
  isChoseongQuery,
  isHalfTyped,
  isSyllable,
  stripParticle,
  tokensOf,
} from '../../search/korean-text.ts';
import { decodeCursor, encodeCursor } from '../posts/posts.cursor.ts';
import { POST_COLUMNS, shapeSummaries } from '../shared/community.mapping.ts';

/**
 * The community search (GET /api/v1/community/search): titles and bodies of visible posts, newest
 * first, with the product search's Korean text rules (server/modules/search/korean-text.ts) over the
 * forms search.columns.ts stores with each post: `search_text` (normalised, spaces removed) and
 * `search_choseong` (its initial consonants, position for position).
 *
 * A keyword becomes plans, tried in order until one finds a post (the same idea as the product
 * search's planner):
 * 1. the whole keyword without spaces, as a plain substring: `김치 찌개` finds 김치찌개 and 김치 찌개
 *    (of initial consonants when every word is: `ㄱㅊ ㅉㄱ`);
 * 2. every word on its own, anywhere in the post: a syllable word (`쌀`) as a substring, an initial
 *    consonant word (`ㄱㅊ`) in the 초성 form, a half-typed word (`김ㅊ`, `사고ㅏ`) as its complete part
 *    followed by any syllable the jamo can start;
 * 3. the same without a trailing particle (`김치를` -> 김치);
 * 4. 1-3 again for a keyword typed with the keyboard in English mode (`rlacl` -> 김치).
 * Plan 1 is a plain substring of the text, so whatever a substring search would find is found.
 * Posts are few next to products and LIKE over one row each stays cheap at the community's size; the
 * product search's gram index is the next step if the community grows past that.
 */

/** How one word is looked for. */
export type WordMatch =
  /** `needle` is a substring of search_text. */
  | { mode: 'text'; needle: string }
  /** `needle` (initial consonants) is a substring of search_choseong. */
  | { mode: 'choseong'; needle: string }
  /** `prefix` followed by one syllable in [first, last] (code points), in search_text. */
  | { mode: 'syllable-range'; prefix: string; first: string; last: string };

export interface SearchPlan {
  /** Set when the plan reads the keyword typed in the wrong keyboard layout (this is the converted one). */
  corrected?: string;
  words: WordMatch[];
}

/**
 * A word whose last syllable was still being typed: the complete part and the range of syllables the
 * trailing jamo can become. `김ㅊ` -> 김 + [차..칳]; `사고ㅏ` -> 사 + [과..괗] (고 + ㅏ is 과, with any
 * final consonant). Undefined when the jamo cannot continue the word (then the complete part alone is
 * looked for).
 */
export function halfTypedMatch(word: string): WordMatch | undefined {
  const prefix = completePrefix(word);
  const rest = chars(word).slice(chars(prefix).length);
  if (prefix === '' || rest.length !== 1) return undefined;
  const jamo = rest[0]!;
  if (canBeChoseong(jamo)) {
    return {
      mode: 'syllable-range',
      prefix,
      first: combineCharacter(jamo, 'ㅏ'),
      last: combineCharacter(jamo, 'ㅣ', 'ㅎ'),
    };
  }
  const last = chars(prefix).pop()!;
  if (!isSyllable(last)) return undefined;
  const { choseong, jungseong, jongseong } = disassembleCompleteCharacter(last)!;
  // Only an open syllable whose vowel joins the typed one into one (고 + ㅏ: ㅘ) continues it.
  if (jongseong !== '' || combineVowels(jungseong, jamo).length !== 1) return undefined;
  // combineCharacter takes a compound vowel as its two parts (ㅗㅏ), not as ㅘ.
  const vowel = jungseong + jamo;
  return {
    mode: 'syllable-range',
    prefix: chars(prefix).slice(0, -1).join(''),
    first: combineCharacter(choseong, vowel),
    last: combineCharacter(choseong, vowel, 'ㅎ'),
  };
}

function wordMatch(word: string): WordMatch {
  if (isChoseongQuery(word)) return { mode: 'choseong', needle: word };
  if (isHalfTyped(word)) return halfTypedMatch(word) ?? { mode: 'text', needle: completePrefix(word) };
  return { mode: 'text', needle: word };
}

function plansOf(words: readonly string[], corrected: boolean): SearchPlan[] {
  const plans: SearchPlan[] = [];
  if (words.length > 1 && words.every(isChoseongQuery)) {
    plans.push({ words: [{ mode: 'choseong', needle: words.join('') }] });
  } else if (words.length > 1 && words.every((word) => !isChoseongQuery(word) && !isHalfTyped(word))) {
    plans.push({ words: [{ mode: 'text', needle: words.join('') }] });
  }
  plans.push({ words: words.map(wordMatch) });
  const stripped = words.map((word) => stripParticle(word)[0] ?? word);
  if (stripped.some((word, i) => word !== words[i])) plans.push({ words: stripped.map(wordMatch) });
  return corrected ? plans.map((plan) => ({ ...plan, corrected: words.join(' ') })) : plans;
}

/** The plans for a keyword, best first; duplicates and plans with an empty needle are dropped. */
export function searchPlans(rawKeyword: string): SearchPlan[] {
  const words = tokensOf(rawKeyword);
  const plans = words.length > 0 ? plansOf(words, false) : [];
  const converted = convertWrongLayout(rawKeyword);
  if (converted) plans.push(...plansOf(tokensOf(converted), true));
  const seen = new Set<string>();
  return plans.filter((plan) => {
    const key = JSON.stringify(plan.words);
    const empty = plan.words.some((word) => (word.mode === 'syllable-range' ? false : word.needle === ''));
    if (empty || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ------------------------------------------------------------------ queries

/**
 * The condition of one word. Needles come from normalizeText, so they hold letters and digits only:
 * no LIKE, GLOB or regular-expression metacharacter can reach the pattern.
 */
function wordCondition(word: WordMatch, postgres: boolean): Expression<SqlBool> {
  switch (word.mode) {
    case 'text':
      return sql<SqlBool>`search_text like ${`%${word.needle}%`}`;
    case 'choseong':
      return sql<SqlBool>`search_choseong like ${`%${word.needle}%`}`;
    case 'syllable-range': {
      const pattern = `${word.prefix}[${word.first}-${word.last}]`;
      // Both databases compare these ranges by code point (SQLite's GLOB reads UTF-8 characters;
      // PostgreSQL's regular expressions use the database encoding, UTF8).
      return postgres
        ? sql<SqlBool>`search_text ~ ${pattern}`
        : sql<SqlBool>`search_text glob ${`*${pattern}*`}`;
    }
  }
}

function matching(db: Db, plan: SearchPlan, type: CommunityType | undefined) {
  const postgres = isPostgres(db);
  let query = db.selectFrom('community_post').where('status', '=', 'visible');
  if (type) query = query.where('type', '=', type);
  for (const word of plan.words) query = query.where(wordCondition(word, postgres));
  return query;
}

async function countMatches(db: Db, plan: SearchPlan, type: CommunityType | undefined): Promise<number> {
  const row = await matching(db, plan, type)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface SearchQuery {
  keyword: string;
  type?: CommunityType | undefined;
  cursor?: string | undefined;
  size: number;
}

/** One page of the search, newest first, with the number of posts the keyword finds in all. */
export async function searchPosts(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  memberId: number | null,
  query: SearchQuery,
): Promise<PostList & { keyword: string; totalCount: number }> {
  const after = decodeCursor(query.cursor, 'latest');
  const keyword = query.keyword.trim();
  // The first plan that finds anything; the choice depends only on the posts, so every page of one
  // search uses the same plan.
  let chosen: { plan: SearchPlan; total: number } | undefined;
  for (const plan of searchPlans(keyword)) {
    const total = await countMatches(ctx.db, plan, query.type);
    if (total > 0) {
      chosen = { plan, total };
      break;
    }
  }
  if (!chosen) return { posts: [], nextCursor: null, keyword, totalCount: 0 };

  let rows = matching(ctx.db, chosen.plan, query.type).select(POST_COLUMNS);
  if (after) rows = rows.where(sql<SqlBool>`(created_at, post_id) < (${after.at}, ${after.id})`);
  const page = await rows
    .orderBy('created_at', 'desc')
    .orderBy('post_id', 'desc')
    .limit(query.size + 1)
    .execute();
  const more = page.length > query.size;
  const shown = more ? page.slice(0, query.size) : page;
  const last = shown[shown.length - 1];
  return {
    posts: await shapeSummaries(ctx.db, shown, { memberId, now: ctx.now }),
    nextCursor: more && last ? encodeCursor({ o: 'latest', at: last.created_at, id: last.post_id }) : null,
    keyword: chosen.plan.corrected ?? keyword,
    totalCount: chosen.total,
  };
}
