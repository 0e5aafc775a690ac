import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clientFallbackMessages } from '../../contract/fallback-messages.ts';
import { ApiRequestError } from '../api/http.ts';
import { CHUNK_RELOAD, reloadForRelease } from '../platform/release-reload.ts';
import { AppHeader } from './app-header.tsx';
import { ErrorState } from './feedback.tsx';

/** A route's code chunk failed to load, usually because a new version was deployed meanwhile. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The router's default error screen: Korean message and a retry; a failed chunk load reloads the page (spec section 4). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkError = isChunkLoadError(error);

  // When a reload did not help (release-reload.ts), this screen and its retry stay.
  useEffect(() => {
    if (chunkError) reloadForRelease(CHUNK_RELOAD.reason, CHUNK_RELOAD);
  }, [chunkError]);

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
