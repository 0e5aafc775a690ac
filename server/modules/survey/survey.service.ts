import {
  CURRENT_SURVEY,
  SURVEY_ASK_AFTER_DAYS,
  type SurveyAnswer,
  type SurveyDefinition,
} from '#contract/survey.ts';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { refuseBanned } from '../account/account.service.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { findSurveyAnswer, saveSurveyAnswer } from './survey.repository.ts';

const survey: SurveyDefinition = CURRENT_SURVEY;

function surveyBody() {
  return {
    surveyId: survey.surveyId,
    title: survey.title,
    description: survey.description,
    questions: survey.questions.map((question) =>
      question.kind === 'text'
        ? { ...question }
        : { ...question, options: question.options.map((option) => ({ ...option })) },
    ),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function memberSurvey(ctx: ServiceContext, member: AuthMember) {
  const row = await findSurveyAnswer(ctx.db, member.memberId, survey.surveyId);
  const joined = await ctx.db
    .selectFrom('member')
    .select('created_at')
    .where('member_id', '=', member.memberId)
    .executeTakeFirst();
  const askFrom = joined ? Date.parse(joined.created_at) + SURVEY_ASK_AFTER_DAYS * DAY_MS : Infinity;
  return {
    // A banned member is not asked (the dialog would only lead to a refusal), nor a new one yet.
    isRequired: row === undefined && !member.isBanned && ctx.now.getTime() >= askFrom,
    survey: surveyBody(),
    completedDt: row?.completed_at ?? null,
    answers: row ? (JSON.parse(row.answers) as SurveyAnswer[]) : null,
  };
}

/**
 * The answers in the survey's question order, each checked against its question: a known question,
 * known options (single: exactly one), text within its limit, every required question answered.
 */
export function checkAnswers(answers: readonly SurveyAnswer[]): SurveyAnswer[] {
  const byQuestion = new Map<string, SurveyAnswer>();
  for (const answer of answers) {
    const question = survey.questions.find((q) => q.id === answer.questionId);
    if (!question) throw new AppError('UNDEFINED', `설문에 없는 문항입니다: ${answer.questionId}`);
    if (byQuestion.has(answer.questionId)) {
      throw new AppError('NOT_MATCHED', `한 문항에 답은 하나만 보낼 수 있습니다: ${answer.questionId}`);
    }
    if (question.kind === 'text') {
      if (answer.optionIds !== undefined) {
        throw new AppError('NOT_MATCHED', `'${question.title}' 문항은 글로 답해 주세요.`);
      }
      const text = answer.text ?? '';
      if ([...text].length > question.maxLength) {
        throw new AppError(
          'OUT_OF_RANGE',
          `'${question.title}' 답은 ${question.maxLength}자 이하로 적어 주세요.`,
        );
      }
      if (text !== '') byQuestion.set(question.id, { questionId: question.id, text });
      continue;
    }
    if (answer.text !== undefined)
      throw new AppError('NOT_MATCHED', `'${question.title}' 문항은 보기에서 골라 주세요.`);
    const chosen = [...new Set(answer.optionIds ?? [])];
    const known = new Set(question.options.map((option) => option.id));
    const unknown = chosen.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new AppError('UNDEFINED', `'${question.title}' 문항에 없는 보기입니다: ${unknown}`);
    if (question.kind === 'single' && chosen.length > 1) {
      throw new AppError('OUT_OF_RANGE', `'${question.title}' 문항은 하나만 골라 주세요.`);
    }
    if (chosen.length > 0) {
      // Stored in the order the survey lists the options, so the same choice is the same answer.
      byQuestion.set(question.id, {
        questionId: question.id,
        optionIds: question.options.map((option) => option.id).filter((id) => chosen.includes(id)),
      });
    }
  }
  const missing = survey.questions.find((question) => question.required && !byQuestion.has(question.id));
  if (missing) throw new AppError('REQUIRED_VALUE_MISSING', `'${missing.title}' 문항에 답해 주세요.`);
  return survey.questions.flatMap((question) => byQuestion.get(question.id) ?? []);
}

/** Saves the member's answers: answering again replaces them and keeps the first completion date. */
export async function submitSurvey(
  ctx: ServiceContext,
  member: AuthMember,
  body: { surveyId: string; answers: SurveyAnswer[] },
) {
  refuseBanned(member);
  if (body.surveyId !== survey.surveyId) {
    throw new AppError('NO_DATA', '진행 중인 설문이 아닙니다. 화면을 새로 고친 뒤 다시 답해 주세요.');
  }
  const answers = checkAnswers(body.answers);
  await saveSurveyAnswer(ctx.db, {
    memberId: member.memberId,
    surveyId: survey.surveyId,
    answers: JSON.stringify(answers),
    now: ctx.now.toISOString(),
  });
  const row = await findSurveyAnswer(ctx.db, member.memberId, survey.surveyId);
  return { isCompleted: true as const, completedDt: row?.completed_at ?? ctx.now.toISOString() };
}
