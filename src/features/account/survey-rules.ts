import { SURVEY_HIDDEN_MS } from '#contract/constants.ts';
import type { SurveyAnswer, SurveyQuestion } from '#contract/survey.ts';

/**
 * The survey dialog's rules (spec sections 3, 4 and 9), free of React: what the member has chosen so
 * far, which required questions are still open, the answers sent, and the 12-hour hiding.
 */

/** Per question id: the chosen option ids (single and multiple) or the text. */
export type SurveyDraft = Readonly<Record<string, readonly string[] | string>>;

export const SURVEY_MESSAGES = {
  REQUIRED: '이 문항에 답해 주세요.',
  SOME_MISSING: '필수 문항에 모두 답해 주세요.',
} as const;

/** A tap on an option: single replaces the choice, multiple toggles it. */
export function chooseOption(draft: SurveyDraft, question: SurveyQuestion, optionId: string): SurveyDraft {
  if (question.kind === 'text') return draft;
  const chosen = draft[question.id];
  const current = Array.isArray(chosen) ? (chosen as readonly string[]) : [];
  const next =
    question.kind === 'single'
      ? [optionId]
      : current.includes(optionId)
        ? current.filter((id) => id !== optionId)
        : [...current, optionId];
  return { ...draft, [question.id]: next };
}

export function writeText(draft: SurveyDraft, question: SurveyQuestion, text: string): SurveyDraft {
  if (question.kind !== 'text') return draft;
  return { ...draft, [question.id]: [...text].slice(0, question.maxLength).join('') };
}

/** The answer to one question as it would be sent, or undefined when it has none. */
function answerOf(
  question: SurveyQuestion,
  value: SurveyDraft[string] | undefined,
): SurveyAnswer | undefined {
  if (question.kind === 'text') {
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' ? undefined : { questionId: question.id, text };
  }
  const known = new Set(question.options.map((option) => option.id));
  const optionIds = (Array.isArray(value) ? (value as readonly string[]) : []).filter((id) => known.has(id));
  if (optionIds.length === 0) return undefined;
  return { questionId: question.id, optionIds: question.kind === 'single' ? optionIds.slice(-1) : optionIds };
}

/** Required questions without an answer, in the survey's order. */
export function missingAnswers(questions: readonly SurveyQuestion[], draft: SurveyDraft): string[] {
  return questions
    .filter((question) => question.required && answerOf(question, draft[question.id]) === undefined)
    .map((question) => question.id);
}

/** The answers sent: answered questions only, in the survey's order, options the survey knows. */
export function surveyAnswersOf(questions: readonly SurveyQuestion[], draft: SurveyDraft): SurveyAnswer[] {
  return questions.flatMap((question) => answerOf(question, draft[question.id]) ?? []);
}

/** The survey-hidden cookie after a close: hidden until now + 12 hours; the value is that instant. */
export function surveyHiddenCookie(now: number): { value: string; expires: Date } {
  const until = now + SURVEY_HIDDEN_MS;
  return { value: String(until), expires: new Date(until) };
}

/**
 * Whether the cookie still hides the dialog. The cookie expires by itself; its value is checked too,
 * so a clock set back or a hand-made cookie cannot hide it for longer than 12 hours from now.
 */
export function isSurveyHidden(value: string | undefined, now: number): boolean {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return false;
  const until = Number(value);
  return until > now && until <= now + SURVEY_HIDDEN_MS;
}
