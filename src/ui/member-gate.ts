/**
 * What a member-only action (a like, an event application) needs to know about the shopper. The app
 * makes it from the session (app/use-member-gate.ts) and the route hands it to the feature's screen, so a
 * feature never reads another feature's session.
 */
export type Membership = 'member' | 'guest' | 'unknown';

/** What a guest is told when a member-only action stops them (the screen's own words). */
export interface GuestPrompt {
  /** One short line of what they were doing, e.g. '좋아요를 누르려면 로그인해 주세요.' */
  reason: string;
  /** Where to come back after signing in (a path of ours); by default the page they are on. */
  returnTo?: string;
}

export interface MemberGate {
  /** 'unknown' while the session is still starting, validating or refreshing: the server decides. */
  membership: Membership;
  /**
   * True when the action may go ahead. A guest is asked first ("로그인이 필요해요" with `prompt`'s
   * line, 로그인 / 취소) and 로그인 goes to the login page, which brings them back here after signing
   * in; a banned member is shown the ban message (spec section 4); both get false.
   */
  allow(prompt?: GuestPrompt): boolean;
}
