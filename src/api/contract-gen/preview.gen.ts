// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as previewContract from '#contract/preview.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const PREVIEW_FORBIDDEN_MESSAGE = "권한이 없습니다." as unknown as typeof previewContract.PREVIEW_FORBIDDEN_MESSAGE;
export const PREVIEW_TOKEN_DEFAULT_TTL_SECONDS = 3600 as unknown as typeof previewContract.PREVIEW_TOKEN_DEFAULT_TTL_SECONDS;
export const getPreview = {"module":"preview","name":"getPreview","method":"GET","path":"/api/v1/display/preview/:kind/:id","service":"display","auth":"none"} as EndpointRef<typeof previewContract.getPreview>;
export const previewKinds = ["deal","period","event","notice"] as unknown as typeof previewContract.previewKinds;
export const previewRoutes = {"deal":"/admin-deal","period":"/admin-period","event":"/admin-event","notice":"/admin-notice"} as unknown as typeof previewContract.previewRoutes;
