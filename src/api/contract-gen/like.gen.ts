// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as likeContract from '#contract/like.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const LIKE_LIMITS = {"product":200,"shop":50} as unknown as typeof likeContract.LIKE_LIMITS;
export const checkProductLikes = {"module":"like","name":"checkProductLikes","method":"GET","path":"/api/v1/user/like/product/check","service":"user","auth":"member"} as EndpointRef<typeof likeContract.checkProductLikes>;
export const checkShopLike = {"module":"like","name":"checkShopLike","method":"GET","path":"/api/v1/user/like/shop/check","service":"user","auth":"member"} as EndpointRef<typeof likeContract.checkShopLike>;
export const getLikedProducts = {"module":"like","name":"getLikedProducts","method":"GET","path":"/api/v1/user/like/product","service":"user","auth":"member"} as EndpointRef<typeof likeContract.getLikedProducts>;
export const getLikedShops = {"module":"like","name":"getLikedShops","method":"GET","path":"/api/v1/user/like/shop","service":"user","auth":"member"} as EndpointRef<typeof likeContract.getLikedShops>;
export const likeProduct = {"module":"like","name":"likeProduct","method":"PUT","path":"/api/v1/user/like/product","service":"user","auth":"member"} as EndpointRef<typeof likeContract.likeProduct>;
export const likeShop = {"module":"like","name":"likeShop","method":"PUT","path":"/api/v1/user/like/shop","service":"user","auth":"member"} as EndpointRef<typeof likeContract.likeShop>;
