// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as bestContract from '#contract/best.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getBestRank = {"module":"best","name":"getBestRank","method":"GET","path":"/api/v1/display/best/rank","service":"display","auth":"none"} as EndpointRef<typeof bestContract.getBestRank>;
export const getHomeBest = {"module":"best","name":"getHomeBest","method":"GET","path":"/api/v1/display/home/best","service":"display","auth":"none"} as EndpointRef<typeof bestContract.getHomeBest>;
