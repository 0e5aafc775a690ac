// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as exhibitionContract from '#contract/exhibition.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const applyEvent = {"module":"exhibition","name":"applyEvent","method":"POST","path":"/api/v2/display/deal/event/apply","service":"display","auth":"member"} as EndpointRef<typeof exhibitionContract.applyEvent>;
export const getCustomEvent = {"module":"exhibition","name":"getCustomEvent","method":"GET","path":"/api/v2/display/deal/custom-event","service":"display","auth":"none"} as EndpointRef<typeof exhibitionContract.getCustomEvent>;
export const getEventApplyStatus = {"module":"exhibition","name":"getEventApplyStatus","method":"GET","path":"/api/v2/display/deal/event/apply","service":"display","auth":"member"} as EndpointRef<typeof exhibitionContract.getEventApplyStatus>;
export const getPeriodDetail = {"module":"exhibition","name":"getPeriodDetail","method":"GET","path":"/api/v2/display/deal/period/detail","service":"display","auth":"none"} as EndpointRef<typeof exhibitionContract.getPeriodDetail>;
export const getPeriods = {"module":"exhibition","name":"getPeriods","method":"GET","path":"/api/v2/display/deal/period","service":"display","auth":"none"} as EndpointRef<typeof exhibitionContract.getPeriods>;
