// The page's only script tag. index.html's static shell (header and brand banner) paints first; the
// app is fetched right after that frame, so on a slow phone the first paint never waits for, or
// shares the connection with, the app's code. global.css is imported here to stay render-blocking
// (the shell and the app share it, so nothing moves when the app takes over).
import './styles/global.css';

import { CHUNK_RELOAD, reloadForRelease } from './platform/release-reload.ts';

// A chunk of the previous deployment is gone (spec section 4: a failed lazy chunk reloads the page;
// not again for a while when that did not help). Registered here, before the app itself is imported,
// so a failure to load the app counts too.
window.addEventListener('vite:preloadError', () => reloadForRelease(CHUNK_RELOAD.reason, CHUNK_RELOAD));

function startApp(): void {
  void import('./main.tsx');
}

// A tab opened in the background gets no animation frames: start at once there.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
