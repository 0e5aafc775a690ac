/**
 * A concrete URL path from a Fastify-style path (`/api/v1/display/deal/:dealId`, `:id?` optional) and
 * its parameters, each encoded; a trailing slash is dropped. Zod-free: the SPA's HTTP client and the
 * tests build paths with the one rule the server routes by.
 */
export function buildPath(path: string, params: Record<string, string | number | undefined> = {}): string {
  return (
    path
      .replace(/:([A-Za-z]+)(\?)?/g, (_, name: string) => {
        const value = params[name];
        return value === undefined ? '' : encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}
