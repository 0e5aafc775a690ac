// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communitySearchContract from '#contract/community-search.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const searchCommunity = {"module":"community-search","name":"searchCommunity","method":"GET","path":"/api/v1/community/search","service":"community","auth":"optional"} as EndpointRef<typeof communitySearchContract.searchCommunity>;
