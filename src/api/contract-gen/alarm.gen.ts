// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as alarmContract from '#contract/alarm.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const ALARM_LIMITS = {"keptPerMember":2000,"pruneEvery":32,"expiringWithinDays":30,"lookbackDays":30,"pageSizeDefault":20,"pageSizeMax":50,"messageMax":200} as unknown as typeof alarmContract.ALARM_LIMITS;
export const ALARM_TYPE = {"communityReply":1,"postLike":2,"answerAccepted":3,"voteClosed":4,"starsEarned":5,"starsExpiring":6,"notice":7,"eventResult":8} as unknown as typeof alarmContract.ALARM_TYPE;
export const ALARM_TYPES = [1,2,3,4,5,6,7,8] as unknown as typeof alarmContract.ALARM_TYPES;
export const ALARM_TYPE_LABELS = {"1":"댓글","2":"좋아요","3":"채택","4":"투표","5":"별 적립","6":"별 소멸","7":"공지","8":"이벤트"} as unknown as typeof alarmContract.ALARM_TYPE_LABELS;
export const getAlarmCount = {"module":"alarm","name":"getAlarmCount","method":"GET","path":"/api/v1/alarm/count","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.getAlarmCount>;
export const listAlarms = {"module":"alarm","name":"listAlarms","method":"GET","path":"/api/v1/alarm/view","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.listAlarms>;
export const readAlarm = {"module":"alarm","name":"readAlarm","method":"PUT","path":"/api/v1/alarm/view/:alarmId/read","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.readAlarm>;
export const readAllAlarms = {"module":"alarm","name":"readAllAlarms","method":"PUT","path":"/api/v1/alarm/read-all","service":"alarm","auth":"member"} as EndpointRef<typeof alarmContract.readAllAlarms>;
