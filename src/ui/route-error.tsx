import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { ApiRequestError } from '../api/http.ts';
import { CHUNK_RELOAD, reloadForRelease, reloadNavigationTarget } from '../platform/release-reload.ts';
import { AppHeader } from './app-header.tsx';
import { ErrorState } from './placeholders.tsx';

/** A route's code chunk failed to load, usually because a new version was deployed meanwhile. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * A navigation error in the spec's sense (section 4): the navigation itself broke (a guard, a screen's
 * code), as opposed to a call the screen made that the server answered or that got no answer: those
 * are ApiRequestErrors, shown here with their Korean message and a retry (a reload would not change
 * a refusal, and offline it would only swap the app for the browser's error page).
 */
export function isNavigationError(error: unknown): boolean {
  return !(error instanceof ApiRequestError) && !isChunkLoadError(error);
}

/**
 * The router's default error screen: Korean message and a retry. Spec section 4: a failed chunk load
 * reloads the page; any other navigation error reloads the target URL, once per URL in this tab.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkError = isChunkLoadError(error);
  const navigationError = isNavigationError(error);
  // The URL the failed navigation was going to (the router has already moved to it).
  const target = router.latestLocation.href;

  // When a reload did not help (release-reload.ts), this screen and its retry stay.
  useEffect(() => {
    if (chunkError) reloadForRelease(CHUNK_RELOAD.reason, CHUNK_RELOAD);
    else if (navigationError) reloadNavigationTarget(target);
  }, [chunkError, navigationError, target]);

  const message = error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
  return (
    <>
      <AppHeader home />
      <ErrorState
        message={message}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </>
  );
}
