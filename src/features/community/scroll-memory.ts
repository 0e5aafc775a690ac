import { sessionStore } from '../../platform/storage.ts';

/**
 * The list's scroll position when a post is opened (spec section 3, session key `scrollY`), so that
 * coming back to the list lands where the shopper left it, also after the page itself was reloaded
 * in between (the router's own restoration covers only this page's history).
 */
export function rememberListScroll(): void {
  sessionStore.set('scrollY', Math.round(window.scrollY));
}

/** The remembered position, once: it belongs to the list that was left, and is cleared on reading. */
export function takeListScroll(): number | undefined {
  const y = sessionStore.get('scrollY');
  sessionStore.remove('scrollY');
  return y;
}
