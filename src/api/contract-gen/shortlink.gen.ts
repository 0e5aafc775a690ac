// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as shortlinkContract from '#contract/shortlink.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getShortLink = {"module":"shortlink","name":"getShortLink","method":"GET","path":"/api/v1/display/web/shortlink","service":"display","auth":"none"} as EndpointRef<typeof shortlinkContract.getShortLink>;
