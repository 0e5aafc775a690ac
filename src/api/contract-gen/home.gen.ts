// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as homeContract from '#contract/home.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getHomeShelves = {"module":"home","name":"getHomeShelves","method":"GET","path":"/api/v1/display/home/shelves","service":"display","auth":"none"} as EndpointRef<typeof homeContract.getHomeShelves>;
export const homeShelfKeys = ["category","deals","season","best","local","shop","period","recent"] as unknown as typeof homeContract.homeShelfKeys;
export const homeShelfNames = {"category":"카테고리 바로가기","deals":"오늘의 특가","season":"제철","best":"베스트","local":"지역 특산","shop":"상점","period":"기획전","recent":"최근 본 상품"} as unknown as typeof homeContract.homeShelfNames;
