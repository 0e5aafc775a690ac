// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communitySurveyContract from '#contract/community-survey.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const voteSurvey = {"module":"community-survey","name":"voteSurvey","method":"PUT","path":"/api/v1/community/survey/:id/reply/:replyId","service":"community","auth":"member"} as EndpointRef<typeof communitySurveyContract.voteSurvey>;
