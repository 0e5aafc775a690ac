// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communityModerationContract from '#contract/community-moderation.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const reportContent = {"module":"community-moderation","name":"reportContent","method":"POST","path":"/api/v1/community/accuse","service":"community","auth":"member"} as EndpointRef<typeof communityModerationContract.reportContent>;
export const validateBannedWords = {"module":"community-moderation","name":"validateBannedWords","method":"GET","path":"/api/v1/community/bannedwords-validation","service":"community","auth":"optional"} as EndpointRef<typeof communityModerationContract.validateBannedWords>;
