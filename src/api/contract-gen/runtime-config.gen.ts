// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as runtimeConfigContract from '#contract/runtime-config.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const STAND_IN_NOTICE = "개발용 환경 · 테스트 계정" as unknown as typeof runtimeConfigContract.STAND_IN_NOTICE;
export const defaultKakaoConfig = {"javascriptKey":"","sdkUrl":"https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js","standIn":"send"} as unknown as typeof runtimeConfigContract.defaultKakaoConfig;
export const defaultRuntimeConfig = {"api":{"display":"","account":"","search":""},"shopBaseUrl":"/dev-shop","shopLoginUrl":"/login","signIn":{"naver":{"authorizeUrl":"/dev-idp/naver/oauth2.0/authorize","clientId":"jecheol-dev-naver"},"apple":{"authorizeUrl":"/dev-idp/apple/auth/authorize","clientId":"kr.jecheol.web"}},"kakao":{"javascriptKey":"","sdkUrl":"https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js","standIn":"send"},"cookieDomain":"","standIns":true} as unknown as typeof runtimeConfigContract.defaultRuntimeConfig;
export const defaultSignInConfig = {"naver":{"authorizeUrl":"/dev-idp/naver/oauth2.0/authorize","clientId":"jecheol-dev-naver"},"apple":{"authorizeUrl":"/dev-idp/apple/auth/authorize","clientId":"kr.jecheol.web"}} as unknown as typeof runtimeConfigContract.defaultSignInConfig;
