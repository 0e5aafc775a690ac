/**
 * What a member-only action (a like, an event application) needs to know about the shopper. The app
 * makes it from the session (app/use-member-gate.ts) and the route hands it to the feature's screen, so a
 * feature never reads another feature's session.
 */
export type Membership = 'member' | 'guest' | 'unknown';

export interface MemberGate {
  /** 'unknown' while the session is still starting, validating or refreshing: the server decides. */
  membership: Membership;
  /**
   * True when the action may go ahead. A guest is sent to the login page instead, and a banned member
   * is shown the ban message (spec section 4); both get false.
   */
  allow(): boolean;
}
