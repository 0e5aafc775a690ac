// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as accountContract from '#contract/account.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const WITHDRAWAL_REASONS = {"RARELY_USED":"이용 빈도가 낮아요","FEW_PRODUCTS":"원하는 상품이 없어요","PRICE":"가격이 비싸요","DELIVERY":"배송이 불만족스러워요","SERVICE":"서비스 이용이 불편해요","PRIVACY":"개인정보가 걱정돼요","OTHER":"기타"} as unknown as typeof accountContract.WITHDRAWAL_REASONS;
export const agreeSignUp = {"module":"account","name":"agreeSignUp","method":"POST","path":"/api/v2/user/sign-up","service":"account","auth":"member"} as EndpointRef<typeof accountContract.agreeSignUp>;
export const agreeTermsChange = {"module":"account","name":"agreeTermsChange","method":"POST","path":"/api/v2/user/terms-change","service":"account","auth":"member"} as EndpointRef<typeof accountContract.agreeTermsChange>;
export const findEmailByCellphone = {"module":"account","name":"findEmailByCellphone","method":"GET","path":"/api/v1/user/email","service":"account","auth":"none"} as EndpointRef<typeof accountContract.findEmailByCellphone>;
export const getAppProfile = {"module":"account","name":"getAppProfile","method":"GET","path":"/api/v2/app/profile","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.getAppProfile>;
export const getUserProfile = {"module":"account","name":"getUserProfile","method":"GET","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserProfile>;
export const getUserSettings = {"module":"account","name":"getUserSettings","method":"GET","path":"/api/v1/user/settings","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserSettings>;
export const updateAdConsent = {"module":"account","name":"updateAdConsent","method":"PUT","path":"/api/v2/user/ad-consent","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateAdConsent>;
export const updateCellphone = {"module":"account","name":"updateCellphone","method":"PUT","path":"/api/v2/user/cellphone","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateCellphone>;
export const updateNickname = {"module":"account","name":"updateNickname","method":"PUT","path":"/api/v1/user/nick-name","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateNickname>;
export const updateUserProfile = {"module":"account","name":"updateUserProfile","method":"PUT","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateUserProfile>;
export const validateNickname = {"module":"account","name":"validateNickname","method":"GET","path":"/api/v1/user/nick-name/validation","service":"account","auth":"member"} as EndpointRef<typeof accountContract.validateNickname>;
export const withdrawMember = {"module":"account","name":"withdrawMember","method":"DELETE","path":"/api/v2/auth/social/withdrawal","service":"account","auth":"member"} as EndpointRef<typeof accountContract.withdrawMember>;
