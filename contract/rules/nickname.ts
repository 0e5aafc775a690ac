/**
 * The nickname rule, written once: the server decides with it (PUT /api/v1/user/nick-name and its
 * validation call) and the SPA checks as the member types, showing the same messages. Zod-free, so
 * the SPA imports it directly.
 *
 * - 2 to 10 characters after trimming, counted as the member sees them (NFC, so a Hangul syllable
 *   typed as jamo still counts as one);
 * - complete Hangul syllables (가-힣), Latin letters and digits only: no spaces, symbols, emoji or
 *   bare jamo (ㅋㅋ);
 * - no banned word, even when spread out by spaces, symbols or digits standing in for letters
 *   (`운 영 자`, `a.d.m.1.n`);
 * - unique among members, ignoring Latin case (the server checks this one; the rule here cannot);
 * - changed at most once per NICKNAME_CHANGE_INTERVAL_DAYS (error 87, NICKNAME_LIMIT_OVER).
 */

import { compileBannedWords, findBannedWordsIn } from './banned-words.ts';

export const NICKNAME_LENGTH = { min: 2, max: 10 } as const;

/** A member may change the nickname once in this many days (the first change is always allowed). */
export const NICKNAME_CHANGE_INTERVAL_DAYS = 30;

/** What a withdrawn member's nickname becomes; the banned list keeps anyone else from taking it. */
export const WITHDRAWN_NICKNAME = '탈퇴한 회원';

/**
 * Words no nickname may contain anywhere: impersonating the operator or the store, and common abuse.
 * Lower case; the matcher folds case, full-width forms and digits standing in for letters.
 */
export const NICKNAME_BANNED_WORDS: readonly string[] = [
  '운영자',
  '관리자',
  '운영진',
  '제철장터',
  '고객센터',
  '탈퇴한회원',
  '탈퇴회원',
  'admin',
  'administrator',
  'operator',
  'manager',
  '시발',
  '씨발',
  '씨바',
  '병신',
  '븅신',
  '개새',
  '새끼',
  '좆',
  '존나',
  '지랄',
  '미친놈',
  '미친년',
  '섹스',
  'fuck',
  'shit',
  'bitch',
  'sex',
];

export type NicknameProblem = 'REQUIRED' | 'LENGTH' | 'CHARACTERS' | 'BANNED_WORD';

/** The messages the SPA and the server show for each broken rule (and for the server's own checks). */
export const NICKNAME_MESSAGES = {
  REQUIRED: '닉네임을 입력해 주세요.',
  LENGTH: `닉네임은 ${NICKNAME_LENGTH.min}~${NICKNAME_LENGTH.max}자로 입력해 주세요.`,
  CHARACTERS: '닉네임은 한글, 영문, 숫자만 사용할 수 있어요. (공백·특수문자 제외)',
  BANNED_WORD: '사용할 수 없는 단어가 포함되어 있어요.',
  TAKEN: '이미 사용 중인 닉네임이에요.',
  SAME_AS_CURRENT: '지금 사용 중인 닉네임이에요.',
  AVAILABLE: '사용할 수 있는 닉네임이에요.',
  LIMIT_OVER: `닉네임은 ${NICKNAME_CHANGE_INTERVAL_DAYS}일에 한 번 변경할 수 있어요.`,
} as const;

export type NicknameCheck =
  | { ok: true; nickname: string }
  | { ok: false; problem: NicknameProblem; message: string };

const ALLOWED = /^[가-힣A-Za-z0-9]+$/;

/** The form a nickname is stored and compared in: NFC, no surrounding spaces. */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** Uniqueness ignores Latin case: `Apple` and `apple` are one nickname. */
export function nicknameKey(nickname: string): string {
  return normalizeNickname(nickname).toLowerCase();
}

const NICKNAME_BANNED_LIST = compileBannedWords(
  NICKNAME_BANNED_WORDS.map((word) => ({ word, wholeWord: false })),
);

/**
 * Whether the nickname holds a word of NICKNAME_BANNED_WORDS, read by the community's matcher
 * (contract/rules/banned-words.ts) in its nickname mode: spaces, symbols, digits, jamo and letters of the
 * other script between the letters do not hide a word (`운 영 자`, `a.d.m.1.n`, `관ㅋ리자`). This is the
 * SPA's quick check and the server's first one; the server also checks the operator's list (the
 * community's banned_word table) with the same matcher.
 */
export function containsBannedWord(raw: string): boolean {
  return findBannedWordsIn(NICKNAME_BANNED_LIST, raw, 'name').length > 0;
}

/** Length in characters as shown (code points after NFC), not UTF-16 units. */
export function nicknameLength(nickname: string): number {
  return [...nickname].length;
}

/** The rule itself (uniqueness and the change limit aside): the first broken rule, or the nickname to store. */
export function checkNickname(raw: string): NicknameCheck {
  const nickname = normalizeNickname(raw);
  const fail = (problem: NicknameProblem): NicknameCheck => ({
    ok: false,
    problem,
    message: NICKNAME_MESSAGES[problem],
  });
  if (nickname === '') return fail('REQUIRED');
  // A banned word is named even when other rules fail too: `운 영 자` should learn the real reason.
  if (containsBannedWord(nickname)) return fail('BANNED_WORD');
  const length = nicknameLength(nickname);
  if (length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max) return fail('LENGTH');
  if (!ALLOWED.test(nickname)) return fail('CHARACTERS');
  return { ok: true, nickname };
}
