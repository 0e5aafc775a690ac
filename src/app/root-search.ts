import { parseClickKey } from '../features/session/arrival.ts';
import { flag, searchSchema } from '../platform/search-params.ts';

/**
 * The query keys any page may carry (spec section 2 and 3), validated once by the root route; every
 * route's search has them, so screens and guards read them from the router, never from the raw URL.
 * - `isnavihide=true`: the app's own navigation is around the page, so the header shows no back button.
 * - `click_key`: an event link's campaign key, kept for sign-in (features/session/arrival.ts).
 */
export const validateRootSearch = searchSchema({ isnavihide: flag, click_key: parseClickKey });
