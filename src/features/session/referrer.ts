import { sessionStore } from '../../platform/storage.ts';

/**
 * Notes once per session whether it came from another site's page (session storage
 * is-external-referrer, spec section 3). The page's referrer stays what it was for as long as the page
 * lives, so this runs after the first screen (app/root-layers.tsx) and costs the first screen nothing.
 */
export function noteReferrer(): void {
  if (sessionStore.get('is-external-referrer') !== undefined) return;
  const from = document.referrer;
  sessionStore.set('is-external-referrer', from !== '' && !from.startsWith(`${window.location.origin}/`));
}
