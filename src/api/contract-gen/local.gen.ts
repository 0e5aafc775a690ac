// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as localContract from '#contract/local.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const getHomeLocal = {"module":"local","name":"getHomeLocal","method":"GET","path":"/api/v1/display/home/local","service":"display","auth":"none"} as EndpointRef<typeof localContract.getHomeLocal>;
export const getHomeShop = {"module":"local","name":"getHomeShop","method":"GET","path":"/api/v1/display/home/shop","service":"display","auth":"optional"} as EndpointRef<typeof localContract.getHomeShop>;
export const getLocalRegions = {"module":"local","name":"getLocalRegions","method":"GET","path":"/api/v2/display/local","service":"display","auth":"none"} as EndpointRef<typeof localContract.getLocalRegions>;
export const getLocalStore = {"module":"local","name":"getLocalStore","method":"GET","path":"/api/v2/display/local/:localCode/store/:shopId","service":"display","auth":"none"} as EndpointRef<typeof localContract.getLocalStore>;
export const getLocalStores = {"module":"local","name":"getLocalStores","method":"GET","path":"/api/v2/display/local/:localCode","service":"display","auth":"none"} as EndpointRef<typeof localContract.getLocalStores>;
export const homeShopKinds = ["LIKED","POPULAR"] as unknown as typeof localContract.homeShopKinds;
