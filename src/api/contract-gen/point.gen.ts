// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as pointContract from '#contract/point.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const completeExchange = {"module":"point","name":"completeExchange","method":"POST","path":"/api/v1/user/point/exchange/complete","service":"user","auth":"member"} as EndpointRef<typeof pointContract.completeExchange>;
export const exchangePoints = {"module":"point","name":"exchangePoints","method":"POST","path":"/api/v1/user/point/exchange","service":"user","auth":"member"} as EndpointRef<typeof pointContract.exchangePoints>;
export const getAutoExchange = {"module":"point","name":"getAutoExchange","method":"GET","path":"/api/v1/user/point/exchange/auto","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getAutoExchange>;
export const getLevel = {"module":"point","name":"getLevel","method":"GET","path":"/api/v1/user/level","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getLevel>;
export const getPoint = {"module":"point","name":"getPoint","method":"GET","path":"/api/v1/user/point","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPoint>;
export const getPointGuide = {"module":"point","name":"getPointGuide","method":"GET","path":"/api/v2/user/point/guide","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointGuide>;
export const getPointHistory = {"module":"point","name":"getPointHistory","method":"GET","path":"/api/v1/user/point/history","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointHistory>;
export const getPointSummary = {"module":"point","name":"getPointSummary","method":"GET","path":"/api/v2/user/point/summary","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointSummary>;
export const updateAutoExchange = {"module":"point","name":"updateAutoExchange","method":"PUT","path":"/api/v1/user/point/exchange/auto","service":"user","auth":"member"} as EndpointRef<typeof pointContract.updateAutoExchange>;
