/**
 * Route flags of spec section 2, declared per route as `staticData` (typed by the augmentation
 * below) and read for the current match chain: a flag set on a parent (e.g. requireAuth on /my-page)
 * holds for all its children; the title comes from the deepest route that has one.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Hide the bottom bar. */
    noBottomNavi?: boolean;
    /** Hide the scroll-to-top button. */
    noTopScroll?: boolean;
    /** Needs a logged-in member; enforced in one place, app/auth-guard.ts. */
    requireAuth?: boolean;
    /** Korean screen title: the header, the document title and the coming-soon screen show it. */
    title?: string;
  }
}

export interface RouteFlags {
  noBottomNavi: boolean;
  noTopScroll: boolean;
  requireAuth: boolean;
  title: string | undefined;
}

interface MatchLike {
  staticData?: { noBottomNavi?: boolean; noTopScroll?: boolean; requireAuth?: boolean; title?: string };
}

export function routeFlags(matches: readonly MatchLike[]): RouteFlags {
  const flags: RouteFlags = { noBottomNavi: false, noTopScroll: false, requireAuth: false, title: undefined };
  for (const { staticData } of matches) {
    if (!staticData) continue;
    flags.noBottomNavi ||= staticData.noBottomNavi === true;
    flags.noTopScroll ||= staticData.noTopScroll === true;
    flags.requireAuth ||= staticData.requireAuth === true;
    flags.title = staticData.title ?? flags.title;
  }
  return flags;
}
