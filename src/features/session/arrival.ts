import { cookieNames, cookies, sessionStore } from '../../platform/storage.ts';

/**
 * Event links carry the campaign's click key; sign-in sends it on as the clickKey header, so it must
 * be a short header-safe token. Anything else (too long, control or non-ASCII characters, which would
 * make the sign-in request itself fail) is not a key of ours.
 */
const CLICK_KEY = /^[!-~]{1,100}$/;

/** A valid `click_key` of the query, or undefined. */
export function clickKeyOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get('click_key');
  return value !== null && CLICK_KEY.test(value) ? value : undefined;
}

/**
 * Notes what the page was opened with (spec sections 3 and 4), for every navigation. A valid
 * `click_key` becomes the session's eventClickKey (a bad one leaves the stored key alone). The
 * first-visited flag is decided once per session, before the install popup sets today's visited
 * cookie, which is why it runs here and not after the first screen.
 */
export function noteArrival(search: string): void {
  const clickKey = clickKeyOf(search);
  if (clickKey) sessionStore.set('eventClickKey', clickKey);
  if (sessionStore.get('first-visited') === undefined)
    sessionStore.set('first-visited', cookies.get(cookieNames.visited) === undefined);
}
