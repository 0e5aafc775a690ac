import { cookieNames, cookies, sessionStore } from '../../platform/storage.ts';

/**
 * Event links carry the campaign's click key; sign-in sends it on as the clickKey header, so it must
 * be a short header-safe token. Anything else (too long, control or non-ASCII characters, which would
 * make the sign-in request itself fail) is not a key of ours.
 */
const CLICK_KEY = /^[!-~]{1,100}$/;

/**
 * `?click_key=` as the router's search parser gives it (the root route's `validateSearch`): a valid
 * key, or undefined. The parser reads a key of digits as a number; it stays a number (a string would
 * be written back to the URL in quotes), as long as it is a whole number the parser read exactly.
 */
export function parseClickKey(raw: unknown): string | number | undefined {
  if (typeof raw === 'string') return CLICK_KEY.test(raw) ? raw : undefined;
  return typeof raw === 'number' && Number.isSafeInteger(raw) && CLICK_KEY.test(String(raw))
    ? raw
    : undefined;
}

/**
 * Notes what the page was opened with (spec sections 3 and 4), for every navigation: `clickKey` is
 * the root route's validated `click_key`, which becomes the session's eventClickKey (a bad or absent
 * one leaves the stored key alone). The first-visited flag is decided once per session, before the
 * install popup sets today's visited cookie, which is why it runs here and not after the first screen.
 */
export function noteArrival(clickKey: string | number | undefined): void {
  if (clickKey !== undefined) sessionStore.set('eventClickKey', String(clickKey));
  if (sessionStore.get('first-visited') === undefined)
    sessionStore.set('first-visited', cookies.get(cookieNames.visited) === undefined);
}
