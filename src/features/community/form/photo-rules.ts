import { COMMUNITY_LIMITS, COMMUNITY_PHOTO_TYPES } from '#contract/rules/community-rules.ts';

/** Why a picked file cannot be sent, in Korean, or null when it can. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(COMMUNITY_PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'JPG, PNG, WEBP, GIF, AVIF 사진만 올릴 수 있어요.';
  if (file.size > COMMUNITY_LIMITS.photoBytesMax)
    return `사진은 한 장에 ${COMMUNITY_LIMITS.photoBytesMax / 1024 / 1024}MB까지 올릴 수 있어요.`;
  return null;
}
