import { communityPhotoSchema } from './community.ts';
import { defineEndpoint, withToasts } from './endpoint.ts';
import { COMMUNITY_PHOTO_TYPES } from './rules/community-rules.ts';

const BASE = '/api/v1/community';

/**
 * The photo itself is the request body (Content-Type one of COMMUNITY_PHOTO_TYPES, at most
 * photoBytesMax); the server re-encodes it and keeps it until a post uses it. Served from
 * GET /api/v1/community/photo/{key}/{width}.webp (`src`/`srcSet`: a random key, never the id): on a
 * visible post to anyone, immutable; a draft or a hidden post's to its author only (token or token
 * cookie), no-store; else 404 code 8 (docs/photos.md).
 */
export const uploadCommunityPhoto = defineEndpoint({
  method: 'POST',
  path: `${BASE}/photo`,
  service: 'community',
  auth: 'member',
  summary: `사진 올리기 (${COMMUNITY_PHOTO_TYPES.join(', ')}; 최대 10MB)`,
  response: withToasts({ photo: communityPhotoSchema }),
});
