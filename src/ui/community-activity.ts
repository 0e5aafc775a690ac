import { getCommunityActivity } from '../api/contract-gen/community-posts.gen.ts';
import { call } from '../api/http.ts';
import { localStore, sessionStore } from '../platform/storage.ts';

/**
 * The bottom bar's red dot (loaded after the first screen, never with it): whether the community has a
 * post newer than the last time this member opened it. The answer is kept for the session
 * (communityAlert), so the check runs once per session until the community is opened.
 */
export async function checkCommunityActivity(): Promise<boolean> {
  const { latestPostAt } = await call(getCommunityActivity);
  const opened = localStore.get('communityOpenedAt');
  const fresh = latestPostAt !== null && (opened === undefined || Date.parse(latestPostAt) > opened);
  // Opened meanwhile (the check was in flight): the dot stays cleared.
  if (sessionStore.get('communityAlert') === false) return false;
  sessionStore.set('communityAlert', fresh);
  return fresh;
}
