import { anyString, searchSchema } from '../platform/search-params.ts';

/**
 * The search of every /admin-<kind>/$id preview route: the token, which the route only carries (the
 * server checks it; any string passes through).
 */
export const previewSearch = searchSchema({ token: anyString });
