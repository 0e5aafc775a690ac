import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Pages the server answers itself, outside this app: the development shop and identity provider. A
 * link or return path into them (a server-built shop URL on this origin) loads the page from the server.
 */
const SERVER_PAGES = /^\/dev-(?:shop|idp)(?:\/|$)/;

/** Any path no other route claims goes to /404, replacing the bad entry (spec section 2). */
export const Route = createFileRoute('/$')({
  staticData: {},
  beforeLoad: ({ location }) => {
    if (SERVER_PAGES.test(location.pathname)) {
      throw redirect({ href: location.href, replace: true, reloadDocument: true });
    }
    throw redirect({ to: '/404', replace: true });
  },
});
