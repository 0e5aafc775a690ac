// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as communityPhotosContract from '#contract/community-photos.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const uploadCommunityPhoto = {"module":"community-photos","name":"uploadCommunityPhoto","method":"POST","path":"/api/v1/community/photo","service":"community","auth":"member"} as EndpointRef<typeof communityPhotosContract.uploadCommunityPhoto>;
