import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Any path no other route claims goes to /404, replacing the bad entry (spec section 2). The
 * development shop's pages (docs/dev-shop.md) are the server's: a link or return path into them that
 * came through the router (my page's shortcuts, the return path after signing in) loads from the server.
 */
export const Route = createFileRoute('/$')({
  staticData: {},
  beforeLoad: ({ location }) => {
    if (location.pathname.startsWith('/dev-shop/')) {
      throw redirect({ href: location.href, replace: true, reloadDocument: true });
    }
    throw redirect({ to: '/404', replace: true });
  },
});
