import { loadConfig } from '../../../config.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../../shared/context.ts';
import { type ObjectStorage, openStorage } from '../../storage/storage.ts';
import { DELETED_POST_PHOTO_DAYS, prunePhotos, UNATTACHED_PHOTO_HOURS } from './photos.service.ts';

/** `npm run admin -- community photos prune` (docs/photos.md): run it daily, from any one instance. */
export const COMMUNITY_PHOTOS_USAGE = `  community photos prune              글에 쓰이지 않은 사진 지우기 (올린 지 ${UNATTACHED_PHOTO_HOURS}시간 지난 것, 삭제된 지 ${DELETED_POST_PHOTO_DAYS}일 지난 글의 것)`;

export interface CommunityPhotosCliContext extends CliContext {
  /** The adapter PHOTO_STORAGE names (from the environment) unless a test passes one. */
  storage?: ObjectStorage;
}

/** `community photos <args>`; exit codes: 0 done, 2 bad arguments. */
export async function runCommunityPhotosCli(
  ctx: CommunityPhotosCliContext,
  args: readonly string[],
): Promise<number> {
  if (args.length !== 1 || args[0] !== 'prune') {
    ctx.io.err('community photos 다음에는 prune 을 적어 주세요.');
    ctx.io.err(COMMUNITY_PHOTOS_USAGE);
    return 2;
  }
  const storage = ctx.storage ?? openStorage(loadConfig().PHOTO_STORAGE, ctx.db);
  const result = await prunePhotos(ctx.db, storage, ctx.now);
  ctx.io.out(
    `사진 ${result.unattached + result.ofDeletedPosts}장을 지웠습니다 (글에 쓰이지 않은 사진 ${result.unattached}장, 삭제된 글의 사진 ${result.ofDeletedPosts}장).`,
  );
  return 0;
}

export const communityPhotosCli: CliGroup<readonly string[], CommunityPhotosCliContext> = {
  commands: ['community photos'],
  usage: COMMUNITY_PHOTOS_USAGE,
  parse: wordsAfter(2),
  run: runCommunityPhotosCli,
};
