import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { classifyLink } from '#contract/rules/links.ts';
import { isNoData, UNSUPPORTED } from '../../api/error-codes.ts';
import { ApiRequestError } from '../../api/http.ts';
import { useShortLink } from '../../features/shortlink/api/get-short-link.ts';
import { runtimeConfig } from '../../platform/runtime-config.ts';
import { AppHeader } from '../../ui/app-header.tsx';
import { EmptyState, ErrorState } from '../../ui/placeholders.tsx';

/** The contract's `shortLinkCodeSchema`. */
const SHORT_LINK_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export const Route = createFileRoute('/link/$code')({
  staticData: { title: '바로가기' },
  params: {
    parse: ({ code }) => {
      if (!SHORT_LINK_CODE.test(code)) throw redirect({ to: '/404', replace: true });
      return { code };
    },
    stringify: ({ code }) => ({ code }),
  },
  component: ShortLink,
});

/**
 * Whether an app path is a page of the shop on this server (the development shop, `SHOP_BASE_URL`
 * `/dev-shop`): the server's page, loaded as a document. Through the router its root would lose its
 * trailing slash and end on /404.
 */
function isShopPage(path: string): boolean {
  const base = runtimeConfig().shopBaseUrl.replace(/\/+$/, '');
  if (!base.startsWith('/')) return false;
  return path.startsWith(base) && (path.length === base.length || /^[/?#]/.test(path.slice(base.length)));
}

/**
 * Resolves a short link and replaces this history entry with its target, so Back does not bounce
 * into the redirector again. The target is checked here as well as on the server (contract/rules/links.ts):
 * an app path is followed in the router, an internal host's URL by the browser, anything else refused.
 */
function ShortLink() {
  const { code } = Route.useParams();
  const router = useRouter();
  const query = useShortLink(code);
  const target = query.data ? classifyLink(query.data.target) : undefined;
  const unknownCode = isNoData(query.error);

  const appPath = target?.kind === 'app' ? target.path : undefined;
  const externalUrl = target?.kind === 'internal' ? target.url : undefined;

  useEffect(() => {
    if (unknownCode) void router.navigate({ to: '/404', replace: true });
    else if (appPath !== undefined && isShopPage(appPath)) window.location.replace(appPath);
    else if (appPath !== undefined) void router.navigate({ href: appPath, replace: true });
    else if (externalUrl !== undefined) window.location.replace(externalUrl);
  }, [router, unknownCode, appPath, externalUrl]);

  const refused =
    target?.kind === 'refused' ||
    (query.error instanceof ApiRequestError && query.error.code === UNSUPPORTED);
  return (
    <>
      <AppHeader home />
      {refused ? (
        <EmptyState title="열 수 없는 링크예요">
          <p>안전하지 않은 주소로 연결된 링크라서 이동하지 않았어요.</p>
        </EmptyState>
      ) : query.isError && !unknownCode ? (
        <ErrorState
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <p role="status" style={{ padding: 48, textAlign: 'center', color: 'var(--color-text-secondary)' }}>
          페이지로 이동하는 중…
        </p>
      )}
    </>
  );
}
