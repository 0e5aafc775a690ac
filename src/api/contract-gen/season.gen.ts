// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as seasonContract from '#contract/season.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getHomeSeason = {"module":"season","name":"getHomeSeason","method":"GET","path":"/api/v1/display/home/season","service":"display","auth":"none"} as EndpointRef<typeof seasonContract.getHomeSeason>;
export const getSeasonDelicacy = {"module":"season","name":"getSeasonDelicacy","method":"GET","path":"/api/v1/display/season/delicacy","service":"display","auth":"none"} as EndpointRef<typeof seasonContract.getSeasonDelicacy>;
export const getSeasonRecommendation = {"module":"season","name":"getSeasonRecommendation","method":"GET","path":"/api/v1/display/season/recommendation","service":"display","auth":"none"} as EndpointRef<typeof seasonContract.getSeasonRecommendation>;
export const seasonKindCodes = ["RECOMMENDATION","OCCASION"] as unknown as typeof seasonContract.seasonKindCodes;
