// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as accountContract from '../../../contract/account.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const agreeTermsChange = {"module":"account","name":"agreeTermsChange","method":"POST","path":"/api/v2/user/terms-change","service":"account","auth":"member"} as EndpointRef<typeof accountContract.agreeTermsChange>;
export const getAppProfile = {"module":"account","name":"getAppProfile","method":"GET","path":"/api/v2/app/profile","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.getAppProfile>;
export const getAppSettings = {"module":"account","name":"getAppSettings","method":"GET","path":"/api/v1/app/settings","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.getAppSettings>;
export const getUserProfile = {"module":"account","name":"getUserProfile","method":"GET","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserProfile>;
export const getUserSettings = {"module":"account","name":"getUserSettings","method":"GET","path":"/api/v1/user/settings","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserSettings>;
export const recordAppAccess = {"module":"account","name":"recordAppAccess","method":"POST","path":"/api/v1/app/access","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.recordAppAccess>;
export const updateAppPush = {"module":"account","name":"updateAppPush","method":"PUT","path":"/api/v1/app/push","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.updateAppPush>;
export const updateUserProfile = {"module":"account","name":"updateUserProfile","method":"PUT","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateUserProfile>;
