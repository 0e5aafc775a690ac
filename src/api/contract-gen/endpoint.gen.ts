// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as endpointContract from '#contract/endpoint.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const MAX_ID = 2147483647 as unknown as typeof endpointContract.MAX_ID;
export const serviceNames = ["display","account","search","community","user","notice","alarm","auth"] as unknown as typeof endpointContract.serviceNames;
