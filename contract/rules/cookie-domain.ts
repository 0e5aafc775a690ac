// zod-free on purpose: the SPA's token code imports it (src/features/session/tokens/tokens.ts).

/**
 * The shared parent domain of the token cookies (spec section 3: "access and refresh token (shared
 * parent domain)"), `COOKIE_DOMAIN` on the server, `cookieDomain` in the runtime config. One rule for
 * both sides: the server refuses a malformed value at start, the SPA uses a value only where it applies.
 */

/** `COOKIE_DOMAIN=host-only`: cookies for the page's host only, said explicitly (production must say). */
export const COOKIE_HOST_ONLY = 'host-only';

/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * `jecheol.kr`, `.jecheol.kr` or ` Jecheol.KR ` as the cookie `domain` attribute (`jecheol.kr`: a
 * leading dot means nothing to browsers since RFC 6265); undefined for anything that is not a domain
 * name of two labels or more: empty, a scheme, a port, a path, an IP address, a single label such as
 * `localhost` (browsers would ignore it or treat it as host-only).
 */
export function normalizeCookieDomain(value: string): string | undefined {
  const domain = value.trim().toLowerCase().replace(/^\./, '');
  if (domain.length === 0 || domain.length > 253) return undefined;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  // The last label of a name is never all digits; that is an IPv4 address, which takes no domain cookies.
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return undefined;
  return domain;
}

/**
 * The `domain` to set the token cookies with on a page of `host`: the configured domain when it is
 * the host itself or a parent of it, else undefined (host-only cookies; a browser would reject a
 * cookie for a domain the page is not on, and the tokens would be lost).
 */
export function cookieDomainFor(configured: string, host: string): string | undefined {
  // Lighter than normalizeCookieDomain (this runs in the SPA's first load): whatever the page's host
  // ends with is a well-formed name already, so only "two labels or more, not an IP address" is left.
  const domain = configured.trim().toLowerCase().replace(/^\./, '');
  if (!/\.[a-z0-9-]*[a-z-][a-z0-9-]*$/.test(domain)) return undefined;
  const page = host.toLowerCase().replace(/\.$/, '');
  return page === domain || page.endsWith(`.${domain}`) ? domain : undefined;
}
