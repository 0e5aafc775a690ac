import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SURVEY_HIDDEN_MS } from '#contract/constants.ts';
import { CELLPHONE_MESSAGES, CELLPHONE_PATTERN, normalizeCellphone } from '#contract/rules/cellphone.ts';
import { CURRENT_SURVEY, type SurveyQuestion } from '#contract/survey.ts';
import { birthYearOptions, latestAllowedBirthYear, OLDEST_BIRTH_YEAR, seoulYear } from './birth-year.ts';
import { checkCellphone, formatCellphoneInput, SAME_CELLPHONE_MESSAGE } from './cellphone-input.ts';
import {
  chooseOption,
  isSurveyHidden,
  missingAnswers,
  type SurveyDraft,
  surveyAnswersOf,
  surveyHiddenCookie,
  writeText,
} from './survey-rules.ts';
import {
  checkWithdrawalReason,
  OTHER_REASON_MIN,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_REASON_MESSAGES,
  type WithdrawalReasonCode,
} from './withdrawal-reason.ts';

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('formatCellphoneInput', () => {
  it('always gives digits in 3-4-4 groups, at most 11 of them', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const shown = formatCellphoneInput(raw);
        expect(shown).toMatch(/^(\d{0,3}|\d{3}-\d{1,4}|\d{3}-\d{4}-\d{1,4})$/);
        expect(shown.replace(/-/g, '')).toBe(raw.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });

  it('is idempotent: formatting what it showed changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const once = formatCellphoneInput(raw);
        expect(formatCellphoneInput(once)).toBe(once);
      }),
    );
  });

  it('turns every accepted spelling of a number into the stored form', () => {
    fc.assert(
      fc.property(digits(4), digits(4), fc.constantFrom('', '-', ' ', '.'), (middle, last, separator) => {
        const typed = `010${separator}${middle}${separator}${last}`;
        const shown = formatCellphoneInput(typed);
        expect(shown).toMatch(CELLPHONE_PATTERN);
        expect(normalizeCellphone(shown)).toBe(normalizeCellphone(typed));
      }),
    );
  });
});

describe('checkCellphone', () => {
  it('agrees with the contract rule and names what is wrong', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const check = checkCellphone(raw, null);
        const normalized = normalizeCellphone(raw);
        if (normalized) expect(check).toEqual({ ok: true, cellphone: normalized });
        else expect(check.ok).toBe(false);
      }),
    );
    expect(checkCellphone('  ', null)).toEqual({ ok: false, message: CELLPHONE_MESSAGES.REQUIRED });
    expect(checkCellphone('011-123-4567', null)).toEqual({ ok: false, message: CELLPHONE_MESSAGES.FORMAT });
    expect(checkCellphone('01012345678', '010-1234-5678')).toEqual({
      ok: false,
      message: SAME_CELLPHONE_MESSAGE,
    });
  });
});

const codes: WithdrawalReasonCode[] = [
  'RARELY_USED',
  'FEW_PRODUCTS',
  'PRICE',
  'DELIVERY',
  'SERVICE',
  'PRIVACY',
  'OTHER',
];

describe('checkWithdrawalReason', () => {
  it('needs a choice', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(checkWithdrawalReason(null, text)).toEqual({
          ok: false,
          field: 'code',
          message: WITHDRAWAL_REASON_MESSAGES.CODE_REQUIRED,
        });
      }),
    );
  });

  it('accepts exactly the trimmed texts within the limits, and sends them trimmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.string({ maxLength: 520, unit: 'grapheme' }),
        (code, text) => {
          const check = checkWithdrawalReason(code, text);
          const trimmed = text.trim();
          const length = [...trimmed].length;
          const fits = length <= WITHDRAWAL_REASON_MAX && (code !== 'OTHER' || length >= OTHER_REASON_MIN);
          expect(check.ok).toBe(fits);
          if (check.ok) {
            expect(check.body.reasonCode).toBe(code);
            expect(check.body.reason).toBe(trimmed === '' ? undefined : trimmed);
          } else expect(check.field).toBe('text');
        },
      ),
    );
  });
});

describe('birth years', () => {
  it('offer no year of an under-14 member (spec section 5) and end at the oldest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2200 }), (year) => {
        const options = birthYearOptions(year);
        expect(options[0]).toBe(latestAllowedBirthYear(year));
        expect(options.every((option) => option < year - 15)).toBe(true);
        expect(options.at(-1)).toBe(OLDEST_BIRTH_YEAR);
        expect(new Set(options).size).toBe(options.length);
      }),
    );
  });

  it('count the year in Seoul', () => {
    expect(seoulYear(new Date('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(seoulYear(new Date('2025-12-31T14:59:59Z'))).toBe(2025);
  });
});

const questions = CURRENT_SURVEY.questions as readonly SurveyQuestion[];
type ChoiceQuestion = Extract<SurveyQuestion, { options: unknown }>;
const choiceQuestions = questions.filter((question): question is ChoiceQuestion => question.kind !== 'text');

/** Any sequence of taps and typing on the current survey. */
const draftArb = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...choiceQuestions), fc.nat())
        .map(([question, pick]) => (draft: SurveyDraft) => {
          const option = question.options[pick % question.options.length];
          return option ? chooseOption(draft, question, option.id) : draft;
        }),
      fc.string({ maxLength: 400 }).map((text) => (draft: SurveyDraft) => {
        const question = questions.find((q) => q.kind === 'text');
        return question ? writeText(draft, question, text) : draft;
      }),
    ),
    { maxLength: 30 },
  )
  .map((steps) => steps.reduce<SurveyDraft>((draft, step) => step(draft), {}));

describe('survey answers', () => {
  it('are valid for the survey: known options, one for single, text within its limit, in order', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const answers = surveyAnswersOf(questions, draft);
        const order = questions.map((question) => question.id);
        expect(answers.map((answer) => order.indexOf(answer.questionId))).toEqual(
          answers.map((answer) => order.indexOf(answer.questionId)).sort((a, b) => a - b),
        );
        for (const answer of answers) {
          const question = questions.find((q) => q.id === answer.questionId);
          if (!question) throw new Error('unknown question');
          if (question.kind === 'text') {
            expect(answer.text?.trim()).toBe(answer.text);
            expect([...(answer.text ?? '')].length).toBeLessThanOrEqual(question.maxLength);
            expect(answer.text).not.toBe('');
          } else {
            const known = question.options.map((option) => option.id);
            expect(answer.optionIds?.every((id) => known.includes(id))).toBe(true);
            expect(new Set(answer.optionIds).size).toBe(answer.optionIds?.length);
            if (question.kind === 'single') expect(answer.optionIds).toHaveLength(1);
          }
        }
      }),
    );
  });

  it('miss exactly the required questions that have no answer', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const answered = new Set(surveyAnswersOf(questions, draft).map((answer) => answer.questionId));
        expect(missingAnswers(questions, draft)).toEqual(
          questions.filter((q) => q.required && !answered.has(q.id)).map((q) => q.id),
        );
      }),
    );
  });

  it('a second tap on a multiple-choice option takes it back', () => {
    const question = choiceQuestions.find((q) => q.kind === 'multiple');
    if (!question) throw new Error('no multiple-choice question');
    const option = question.options[0]?.id ?? '';
    const twice = chooseOption(chooseOption({}, question, option), question, option);
    expect(surveyAnswersOf([question], twice)).toEqual([]);
  });
});

describe('survey-hidden cookie', () => {
  it('hides the dialog for 12 hours from the close, then no more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.nat({ max: 2 * SURVEY_HIDDEN_MS }),
        (closed, later) => {
          const cookie = surveyHiddenCookie(closed);
          expect(cookie.expires.getTime() - closed).toBe(SURVEY_HIDDEN_MS);
          expect(isSurveyHidden(cookie.value, closed + later)).toBe(later < SURVEY_HIDDEN_MS);
        },
      ),
    );
  });

  it('a missing, malformed or far-future value hides nothing', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(isSurveyHidden(undefined, now)).toBe(false);
    expect(isSurveyHidden('yes', now)).toBe(false);
    expect(isSurveyHidden(String(now + SURVEY_HIDDEN_MS + 1), now)).toBe(false);
  });
});
