// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as pointContract from '#contract/point.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const EXCHANGE_STATUSES = ["pending","completed","failed"] as unknown as typeof pointContract.EXCHANGE_STATUSES;
export const EXPIRING_SOON_DAYS = 30 as unknown as typeof pointContract.EXPIRING_SOON_DAYS;
export const LEVELS = [{"level":1,"name":"새싹","minEarned":0},{"level":2,"name":"떡잎","minEarned":1000},{"level":3,"name":"꽃봉오리","minEarned":5000},{"level":4,"name":"열매","minEarned":15000},{"level":5,"name":"제철","minEarned":30000}] as unknown as typeof pointContract.LEVELS;
export const LEVEL_WINDOW_MONTHS = 12 as unknown as typeof pointContract.LEVEL_WINDOW_MONTHS;
export const POINT_HISTORY_TYPES = ["all","earned","used","expired"] as unknown as typeof pointContract.POINT_HISTORY_TYPES;
export const STAR_AWARDS = {"appLoginBonus":1000,"welcome":300} as unknown as typeof pointContract.STAR_AWARDS;
export const STAR_EXCHANGE = {"partnerPointsPerStar":0.5,"unit":100,"minimum":100,"maximum":1000000,"graceMonthsAfterBan":1,"serviceStopNoticeDays":30} as unknown as typeof pointContract.STAR_EXCHANGE;
export const STAR_VALIDITY_MONTHS = 12 as unknown as typeof pointContract.STAR_VALIDITY_MONTHS;
export const STAR_WORD = "별" as unknown as typeof pointContract.STAR_WORD;
export const completeExchange = {"module":"point","name":"completeExchange","method":"POST","path":"/api/v1/user/point/exchange/complete","service":"user","auth":"member"} as EndpointRef<typeof pointContract.completeExchange>;
export const exchangePoints = {"module":"point","name":"exchangePoints","method":"POST","path":"/api/v1/user/point/exchange","service":"user","auth":"member"} as EndpointRef<typeof pointContract.exchangePoints>;
export const getAutoExchange = {"module":"point","name":"getAutoExchange","method":"GET","path":"/api/v1/user/point/exchange/auto","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getAutoExchange>;
export const getLevel = {"module":"point","name":"getLevel","method":"GET","path":"/api/v1/user/level","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getLevel>;
export const getPoint = {"module":"point","name":"getPoint","method":"GET","path":"/api/v1/user/point","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPoint>;
export const getPointGuide = {"module":"point","name":"getPointGuide","method":"GET","path":"/api/v2/user/point/guide","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointGuide>;
export const getPointHistory = {"module":"point","name":"getPointHistory","method":"GET","path":"/api/v1/user/point/history","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointHistory>;
export const getPointSummary = {"module":"point","name":"getPointSummary","method":"GET","path":"/api/v2/user/point/summary","service":"user","auth":"member"} as EndpointRef<typeof pointContract.getPointSummary>;
export const updateAutoExchange = {"module":"point","name":"updateAutoExchange","method":"PUT","path":"/api/v1/user/point/exchange/auto","service":"user","auth":"member"} as EndpointRef<typeof pointContract.updateAutoExchange>;
