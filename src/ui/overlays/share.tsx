import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { alert, textToHtml } from './feedback.ts';
import type { PageShare, ShareInfo } from './share-info.ts';

// The dialog, the share info's assembly and the Kakao adapter load on the first share: the first
// screen carries only this hook.
const loadDialog = () => import('./share-dialog.tsx');
const ShareDialog = lazy(loadDialog);

export interface ShareDialogControl {
  /**
   * Opens the share dialog with the page's share info (`page`, the header's title when it has none);
   * with `page.load`, with what that answers laid over it (a failed `load` shares the page's info).
   * A second call while one is still being prepared is ignored.
   */
  open: (page: PageShare, fallbackTitle: string) => Promise<void>;
  /** Render this where the screen is: the dialog while it is open, else nothing. */
  dialog: ReactNode;
  /**
   * Fetches the dialog's code ahead of a tap (when the page is idle, and on the pointer going down),
   * so that opening it waits for no download (docs/performance.md, "Interactions").
   */
  preload: () => void;
}

function preloadDialog(): void {
  // A failed preload is retried by the tap itself, which then says what went wrong.
  loadDialog().catch(() => undefined);
}

/** The share dialog of spec section 2 for one screen (the header's share button, a post's 공유). */
export function useShareDialog(): ShareDialogControl {
  const [info, setInfo] = useState<ShareInfo | null>(null);
  const opening = useRef(false);
  const open = useCallback(async (page: PageShare, fallbackTitle: string) => {
    if (opening.current) return;
    opening.current = true;
    try {
      const { resolveShareInfo } = await loadDialog();
      setInfo(await resolveShareInfo(page, fallbackTitle));
    } catch {
      // The dialog's chunk did not load (offline, or a deploy replaced it).
      void alert({ html: textToHtml(clientFallbackMessages.shareFailed) });
    } finally {
      opening.current = false;
    }
  }, []);
  const dialog = info ? (
    <Suspense fallback={null}>
      <ShareDialog info={info} onClose={() => setInfo(null)} />
    </Suspense>
  ) : null;
  return { open, dialog, preload: preloadDialog };
}
