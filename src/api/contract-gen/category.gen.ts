// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as categoryContract from '#contract/category.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getCategoryProducts = {"module":"category","name":"getCategoryProducts","method":"GET","path":"/api/v1/display/web/category/product","service":"display","auth":"none"} as EndpointRef<typeof categoryContract.getCategoryProducts>;
export const getCategoryTree = {"module":"category","name":"getCategoryTree","method":"GET","path":"/api/v1/display/web/category","service":"display","auth":"none"} as EndpointRef<typeof categoryContract.getCategoryTree>;
