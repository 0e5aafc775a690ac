// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as surveyContract from '#contract/survey.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const CURRENT_SURVEY = {"surveyId":"taste-2026","title":"제철장터 취향 설문","description":"알려주신 취향으로 제철 상품을 골라 드릴게요. 1분이면 충분해요.","questions":[{"id":"interests","kind":"multiple","title":"관심 있는 식품을 모두 골라 주세요.","required":true,"options":[{"id":"fruit","label":"과일"},{"id":"vegetable","label":"채소"},{"id":"seafood","label":"수산·해산물"},{"id":"meat","label":"정육·계란"},{"id":"grain","label":"쌀·잡곡"},{"id":"processed","label":"가공식품·반찬"},{"id":"health","label":"건강식품"}]},{"id":"household","kind":"single","title":"함께 식사하는 가족은 몇 명인가요?","required":true,"options":[{"id":"one","label":"1인 가구"},{"id":"two","label":"2인 가구"},{"id":"three-four","label":"3~4인 가구"},{"id":"five-plus","label":"5인 이상"}]},{"id":"frequency","kind":"single","title":"장보기는 얼마나 자주 하세요?","required":true,"options":[{"id":"twice-weekly","label":"주 2회 이상"},{"id":"weekly","label":"주 1회"},{"id":"biweekly","label":"2주에 1회"},{"id":"monthly","label":"한 달에 1회 이하"}]},{"id":"wish","kind":"text","title":"제철장터에 바라는 점이 있다면 적어 주세요. (선택)","required":false,"maxLength":300}]} as unknown as typeof surveyContract.CURRENT_SURVEY;
export const SURVEY_ASK_AFTER_DAYS = 3 as unknown as typeof surveyContract.SURVEY_ASK_AFTER_DAYS;
export const getSurvey = {"module":"survey","name":"getSurvey","method":"GET","path":"/api/v2/user/survey","service":"user","auth":"member"} as EndpointRef<typeof surveyContract.getSurvey>;
export const submitSurvey = {"module":"survey","name":"submitSurvey","method":"PUT","path":"/api/v2/user/survey","service":"user","auth":"member"} as EndpointRef<typeof surveyContract.submitSurvey>;
