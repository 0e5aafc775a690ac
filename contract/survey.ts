import { z } from 'zod';
import { defineEndpoint, instant } from './endpoint.ts';

/**
 * The member survey of spec sections 3, 4 and 9 (server/modules/survey). A member owes the current
 * survey until they answer it; the SPA shows the survey dialog while they owe it, hides it for
 * SURVEY_HIDDEN_MS (contract/constants.ts) when closed (the survey-hidden cookie), and sets the
 * survey-completed flag once answered. Questions and options are data here, so the SPA renders them
 * and the server checks answers against the same list.
 */

export type SurveyQuestion =
  | {
      id: string;
      kind: 'single' | 'multiple';
      title: string;
      required: boolean;
      options: ReadonlyArray<{ id: string; label: string }>;
    }
  | { id: string; kind: 'text'; title: string; required: boolean; maxLength: number };

export interface SurveyDefinition {
  surveyId: string;
  title: string;
  description: string;
  questions: readonly SurveyQuestion[];
}

/**
 * A member is asked from this many days after signing up: the first days are for finding their way
 * around (and the welcome), not for a questionnaire over every screen.
 */
export const SURVEY_ASK_AFTER_DAYS = 3;

export const CURRENT_SURVEY = {
  surveyId: 'taste-2026',
  title: '제철장터 취향 설문',
  description: '알려주신 취향으로 제철 상품을 골라 드릴게요. 1분이면 충분해요.',
  questions: [
    {
      id: 'interests',
      kind: 'multiple',
      title: '관심 있는 식품을 모두 골라 주세요.',
      required: true,
      options: [
        { id: 'fruit', label: '과일' },
        { id: 'vegetable', label: '채소' },
        { id: 'seafood', label: '수산·해산물' },
        { id: 'meat', label: '정육·계란' },
        { id: 'grain', label: '쌀·잡곡' },
        { id: 'processed', label: '가공식품·반찬' },
        { id: 'health', label: '건강식품' },
      ],
    },
    {
      id: 'household',
      kind: 'single',
      title: '함께 식사하는 가족은 몇 명인가요?',
      required: true,
      options: [
        { id: 'one', label: '1인 가구' },
        { id: 'two', label: '2인 가구' },
        { id: 'three-four', label: '3~4인 가구' },
        { id: 'five-plus', label: '5인 이상' },
      ],
    },
    {
      id: 'frequency',
      kind: 'single',
      title: '장보기는 얼마나 자주 하세요?',
      required: true,
      options: [
        { id: 'twice-weekly', label: '주 2회 이상' },
        { id: 'weekly', label: '주 1회' },
        { id: 'biweekly', label: '2주에 1회' },
        { id: 'monthly', label: '한 달에 1회 이하' },
      ],
    },
    {
      id: 'wish',
      kind: 'text',
      title: '제철장터에 바라는 점이 있다면 적어 주세요. (선택)',
      required: false,
      maxLength: 300,
    },
  ],
} as const satisfies SurveyDefinition;

const surveyQuestionSchema = z.union([
  z.object({
    id: z.string(),
    kind: z.enum(['single', 'multiple']),
    title: z.string(),
    required: z.boolean(),
    options: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('text'),
    title: z.string(),
    required: z.boolean(),
    maxLength: z.number().int(),
  }),
]);

/** One answer: the chosen option ids (single: exactly one) or the text. */
export const surveyAnswerSchema = z.object({
  questionId: z.string().min(1).max(40),
  optionIds: z.array(z.string().min(1).max(40)).max(20).optional(),
  text: z.string().trim().max(1000).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const getSurvey = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/survey',
  service: 'user',
  auth: 'member',
  summary: '회원 설문: 응답해야 하는지 여부와 문항, 이미 응답했다면 그 답',
  response: z.object({
    /** True while the member owes the current survey (the SPA shows the dialog unless hidden). */
    isRequired: z.boolean(),
    survey: z.object({
      surveyId: z.string(),
      title: z.string(),
      description: z.string(),
      questions: z.array(surveyQuestionSchema),
    }),
    completedDt: instant.nullable(),
    answers: z.array(surveyAnswerSchema).nullable(),
  }),
});

export const submitSurvey = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/user/survey',
  service: 'user',
  auth: 'member',
  summary: '회원 설문 응답 저장 (다시 보내면 답을 바꾸고 첫 응답일은 유지)',
  body: z.object({
    surveyId: z.string().min(1, { error: '설문 번호(surveyId)가 필요합니다.' }).max(40),
    answers: z.array(surveyAnswerSchema).min(1, { error: '설문 응답이 비어 있습니다.' }).max(20),
  }),
  response: z.object({ isCompleted: z.literal(true), completedDt: instant }),
});
