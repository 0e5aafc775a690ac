import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNickname,
  containsBannedWord,
  NICKNAME_BANNED_WORDS,
  NICKNAME_LENGTH,
  NICKNAME_MESSAGES,
  nicknameKey,
  WITHDRAWN_NICKNAME,
} from './nickname.ts';

const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCodePoint(code));
const latinOrDigit = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
);
const allowedChar = fc.oneof(hangul, latinOrDigit);
const symbol = fc.constantFrom(' ', '.', '_', '-', '!', '*', '~', '♥', '😀', 'ㅋ', '\t');

describe('the nickname rule', () => {
  it('accepts exactly 2-10 allowed characters with no banned word', () => {
    fc.assert(
      fc.property(fc.array(allowedChar, { minLength: 0, maxLength: 14 }), (chars) => {
        const nickname = chars.join('');
        const result = checkNickname(nickname);
        const lengthOk = chars.length >= NICKNAME_LENGTH.min && chars.length <= NICKNAME_LENGTH.max;
        const expected = lengthOk && !containsBannedWord(nickname);
        expect(result.ok).toBe(expected);
        if (result.ok) expect(result.nickname).toBe(nickname);
      }),
    );
  });

  it('refuses any character outside Hangul syllables, Latin letters and digits', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { minLength: 1, maxLength: 4 }),
        symbol,
        fc.array(allowedChar, { minLength: 1, maxLength: 4 }),
        (before, bad, after) => {
          const result = checkNickname(`${before.join('')}${bad}${after.join('')}`);
          expect(result.ok).toBe(false);
        },
      ),
    );
  });

  it('finds every banned word through spacing, symbols and case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NICKNAME_BANNED_WORDS),
        fc.array(symbol, { maxLength: 3 }),
        fc.boolean(),
        (word, separators, upper) => {
          const spread = [...word]
            .map(
              (char, index) =>
                `${index > 0 ? (separators[index % Math.max(1, separators.length)] ?? '') : ''}${char}`,
            )
            .join('');
          const typed = upper ? spread.toUpperCase() : spread;
          expect(containsBannedWord(typed)).toBe(true);
          const result = checkNickname(typed);
          expect(result).toEqual({
            ok: false,
            problem: 'BANNED_WORD',
            message: NICKNAME_MESSAGES.BANNED_WORD,
          });
        },
      ),
    );
  });

  it('sees digits standing in for letters', () => {
    expect(containsBannedWord('adm1n')).toBe(true);
    expect(containsBannedWord('4dmin')).toBe(true);
    expect(containsBannedWord('f.u.c.k')).toBe(true);
    expect(containsBannedWord('봄딸기22')).toBe(false);
  });

  it('keeps the withdrawn members nickname for withdrawn members', () => {
    expect(checkNickname(WITHDRAWN_NICKNAME).ok).toBe(false);
    expect(checkNickname('탈퇴한회원').ok).toBe(false);
  });

  it('names the first broken rule with the shared messages', () => {
    expect(checkNickname('')).toMatchObject({ problem: 'REQUIRED' });
    expect(checkNickname('   ')).toMatchObject({ problem: 'REQUIRED' });
    expect(checkNickname('가')).toMatchObject({ problem: 'LENGTH', message: NICKNAME_MESSAGES.LENGTH });
    expect(checkNickname('가나다 라')).toMatchObject({ problem: 'CHARACTERS' });
    expect(checkNickname('  봄딸기  ')).toEqual({ ok: true, nickname: '봄딸기' });
    // Jamo typed apart and composed (NFD) count as the syllable they make.
    expect(checkNickname('봄딸기'.normalize('NFD'))).toEqual({ ok: true, nickname: '봄딸기' });
  });

  it('compares nicknames ignoring Latin case only', () => {
    fc.assert(
      fc.property(fc.array(allowedChar, { minLength: 2, maxLength: 10 }), (chars) => {
        const nickname = chars.join('');
        expect(nicknameKey(nickname.toUpperCase())).toBe(nicknameKey(nickname.toLowerCase()));
      }),
    );
    expect(nicknameKey('봄딸기')).not.toBe(nicknameKey('봄딸기2'));
  });
});
