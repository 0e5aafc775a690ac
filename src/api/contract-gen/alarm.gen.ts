// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as alarmContract from '#contract/alarm.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getAlarmCount = {"module":"alarm","name":"getAlarmCount","method":"GET","path":"/api/v1/alarm/count","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.getAlarmCount>;
export const listAlarms = {"module":"alarm","name":"listAlarms","method":"GET","path":"/api/v1/alarm/view","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.listAlarms>;
export const readAlarm = {"module":"alarm","name":"readAlarm","method":"PUT","path":"/api/v1/alarm/view/:alarmId/read","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.readAlarm>;
export const readAllAlarms = {"module":"alarm","name":"readAllAlarms","method":"PUT","path":"/api/v1/alarm/read-all","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.readAllAlarms>;
