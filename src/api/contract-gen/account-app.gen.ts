// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as accountAppContract from '#contract/account-app.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const ZERO_ADVERTISING_ID = "00000000-0000-0000-0000-000000000000" as unknown as typeof accountAppContract.ZERO_ADVERTISING_ID;
export const getAppSettings = {"module":"account-app","name":"getAppSettings","method":"GET","path":"/api/v1/app/settings","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.getAppSettings>;
export const recordAppAccess = {"module":"account-app","name":"recordAppAccess","method":"POST","path":"/api/v1/app/access","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.recordAppAccess>;
export const updateAppAd = {"module":"account-app","name":"updateAppAd","method":"PUT","path":"/api/v1/app/ad","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.updateAppAd>;
export const updateAppAdId = {"module":"account-app","name":"updateAppAdId","method":"PUT","path":"/api/v1/app/ad/id","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.updateAppAdId>;
export const updateAppPush = {"module":"account-app","name":"updateAppPush","method":"PUT","path":"/api/v1/app/push","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.updateAppPush>;
export const updateAppUserId = {"module":"account-app","name":"updateAppUserId","method":"PUT","path":"/api/v1/app/user/id","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.updateAppUserId>;
export const updateAppVersion = {"module":"account-app","name":"updateAppVersion","method":"PUT","path":"/api/v1/app/version","service":"account","auth":"optional"} as EndpointRef<typeof accountAppContract.updateAppVersion>;
