import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultRuntimeConfig, STAND_IN_NOTICE } from './api/contract.gen.ts';
import { createQueryClient, hasPersistedQueryCache } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { createSessionHost, sessionNeededAtOnce } from './features/session/session-host.ts';
import { afterFirstScreen } from './platform/first-screen.ts';
import { readRuntimeConfig, setRuntimeConfig } from './platform/runtime-config.ts';

const deployment = readRuntimeConfig(defaultRuntimeConfig);
setRuntimeConfig(deployment);
// Only a server with the development stand-ins says so; a real deployment never loads the strip's code.
if (deployment.standIns)
  void import('./platform/stand-in-strip.ts').then(({ showStandInStrip }) =>
    showStandInStrip(deployment, STAND_IN_NOTICE),
  );

const queryClient = createQueryClient();
// The session host exists before the router; it reaches the router through these late-bound callbacks,
// and the router reaches it through its context. A stored token is validated at once; otherwise the
// session starts after the first screen (routes/__root.tsx), or when a route or page asks for it.
const session = createSessionHost({
  queryClient,
  navigate: (path) => void router.navigate({ href: path, replace: true }),
  invalidate: () => void router.invalidate(),
});
if (sessionNeededAtOnce()) void session.start();
const router = createAppRouter({ queryClient, session });

function appContainer(): HTMLElement {
  const element = document.getElementById('app');
  if (!element) throw new Error('#app 요소가 없습니다.');
  return element;
}
const container = appContainer();

const SHELL_MAX_MS = 3000;

/** Resolves once the shell's banner picture has been painted (or has failed), so React never replaces it unseen. */
async function shellPainted(): Promise<void> {
  await container
    .querySelector('img')
    ?.decode()
    .catch(() => {});
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Pretendard once the page has loaded and React has shown the first screen. The load event alone comes
// before the app's own chunks and data (boot.ts imports them after the shell's first frame), so the
// dozen subsets (about 350 KB) shared a slow phone's connection with them (docs/performance.md).
function loadFonts(): void {
  void import('./styles/fonts.ts');
}
afterFirstScreen(() => {
  if (document.readyState === 'complete') loadFonts();
  else window.addEventListener('load', loadFonts, { once: true });
});

/** The query cache persisted to session storage (spec section 9), in its own chunk. */
async function persistQueryCache(): Promise<void> {
  const persistence = await import('./app/query-cache-persistence.ts');
  await persistence.persistQueryCache(queryClient);
}

// A cache persisted by an earlier page of this visit is restored first, so the first route load
// answers from it instead of refetching; a first visit has none and loads the persister after the
// first screen (docs/performance.md). React takes over from index.html's static shell only once the first route (its code, and its
// data where the loader waits for it) is ready: the shell stays on screen until then, instead of
// an empty frame in between.
async function start(): Promise<void> {
  if (hasPersistedQueryCache()) await persistQueryCache().catch(() => {});
  else afterFirstScreen(() => void persistQueryCache().catch(() => {}));
  // Capped: a slow or hanging API must not keep the shell up; the route's pending screen takes over.
  await Promise.race([
    Promise.all([router.load().catch(() => {}), shellPainted()]),
    new Promise((resolve) => setTimeout(resolve, SHELL_MAX_MS)),
  ]);
  const root = createRoot(container);
  // A transition lets React render the first screen in slices instead of one long task (phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

void start();
