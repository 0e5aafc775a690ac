import { INTERNAL_LINK_HOSTS } from '../constants.ts';

/**
 * Where a link may take the shopper (spec section 5): a path inside this app, an absolute URL on one
 * of the internal hosts, or nowhere. Short links, banners and server-sent URLs all pass through here,
 * on the server before a target is handed out and in the SPA before it is followed, so an open
 * redirect needs both sides to be wrong.
 */
export type LinkTarget =
  /** A route of this SPA, normalised: starts with exactly one `/`, keeps its query and hash. */
  | { kind: 'app'; path: string }
  /** An absolute http(s) URL whose host is exactly an internal host (no port, no user info). */
  | { kind: 'internal'; url: string }
  | { kind: 'refused'; reason: LinkRefusal };

export type LinkRefusal =
  | 'empty'
  | 'control-character'
  | 'not-absolute-path'
  | 'scheme'
  | 'user-info'
  | 'host';

const internalHosts: ReadonlySet<string> = new Set(INTERNAL_LINK_HOSTS);

// A throwaway origin to resolve app paths against: if resolving changes the origin, the "path" was
// really a URL (`//evil.com`, `/\evil.com`) and is refused.
const PROBE_ORIGIN = 'https://app.invalid';

// Tabs and newlines are silently removed by URL parsers (`/\t/evil.com` becomes `//evil.com`), and
// other control characters or spaces have no business in a stored link: refuse them outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

export function classifyLink(raw: string): LinkTarget {
  if (raw.length === 0) return { kind: 'refused', reason: 'empty' };
  if (CONTROL_OR_SPACE.test(raw)) return { kind: 'refused', reason: 'control-character' };
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) {
    let resolved: URL;
    try {
      resolved = new URL(raw, PROBE_ORIGIN);
    } catch {
      return { kind: 'refused', reason: 'not-absolute-path' };
    }
    if (resolved.origin !== PROBE_ORIGIN) return { kind: 'refused', reason: 'host' };
    return { kind: 'app', path: `${resolved.pathname}${resolved.search}${resolved.hash}` };
  }
  // Anything else must be a complete URL with a scheme; scheme-relative and bare relative paths are not.
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(raw)) return { kind: 'refused', reason: 'not-absolute-path' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused', reason: 'scheme' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: 'scheme' };
  // `https://shop.jecheol.kr@evil.com` names evil.com as the host; any user info is a disguise.
  if (url.username !== '' || url.password !== '' || /^[a-z]+:\/\/[^/?#]*@/i.test(raw)) {
    return { kind: 'refused', reason: 'user-info' };
  }
  // `host` keeps a non-default port, so `shop.jecheol.kr:8443` does not match (the spec compares hosts).
  if (!internalHosts.has(url.host)) return { kind: 'refused', reason: 'host' };
  return { kind: 'internal', url: url.href };
}

export function isFollowableLink(raw: string): boolean {
  return classifyLink(raw).kind !== 'refused';
}
