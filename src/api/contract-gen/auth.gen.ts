// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as authContract from '#contract/auth.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const AUTH_HEADER = {"authorization":"Authorization","accessToken":"accessToken","refreshToken":"refreshToken","deviceUuid":"deviceUuid","providerToken":"providerToken","clickKey":"clickKey","appAttestation":"X-App-Attestation","appAttestationPlatform":"X-App-Attestation-Platform","appAttestationChallenge":"X-App-Attestation-Challenge"} as unknown as typeof authContract.AUTH_HEADER;
export const appAttestationChallenge = {"module":"auth","name":"appAttestationChallenge","method":"POST","path":"/api/v2/auth/app-attestation/challenge","service":"auth","auth":"none"} as EndpointRef<typeof authContract.appAttestationChallenge>;
export const deleteToken = {"module":"auth","name":"deleteToken","method":"DELETE","path":"/api/v1/token/jwt","service":"auth","auth":"none"} as EndpointRef<typeof authContract.deleteToken>;
export const refreshToken = {"module":"auth","name":"refreshToken","method":"PUT","path":"/api/v1/token/jwt/refresh","service":"auth","auth":"none"} as EndpointRef<typeof authContract.refreshToken>;
export const socialSignIn = {"module":"auth","name":"socialSignIn","method":"POST","path":"/api/v2/auth/social/signin-and-up","service":"auth","auth":"none"} as EndpointRef<typeof authContract.socialSignIn>;
export const validateToken = {"module":"auth","name":"validateToken","method":"GET","path":"/api/v1/token/jwt/validation","service":"auth","auth":"member"} as EndpointRef<typeof authContract.validateToken>;
