// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as noticeContract from '#contract/notice.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getLastNotice = {"module":"notice","name":"getLastNotice","method":"GET","path":"/api/v1/notice/last","service":"notice","auth":"none"} as EndpointRef<typeof noticeContract.getLastNotice>;
export const getNoticeDetail = {"module":"notice","name":"getNoticeDetail","method":"GET","path":"/api/v1/notice/view/:noticeId","service":"notice","auth":"none"} as EndpointRef<typeof noticeContract.getNoticeDetail>;
export const getNoticeList = {"module":"notice","name":"getNoticeList","method":"GET","path":"/api/v1/notice/view","service":"notice","auth":"none"} as EndpointRef<typeof noticeContract.getNoticeList>;
