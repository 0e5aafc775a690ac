import { useEffect, useId, useRef, useState } from 'react';
import { COPIED_FLAG_MS, DIALOG_WIDTH } from '#contract/constants.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { trackShare } from '../../platform/analytics.ts';
import { runtimeConfig } from '../../platform/runtime-config.ts';
import { alert, showToast, textToHtml } from './feedback.ts';
import { Modal } from './modal.tsx';
import styles from './share-dialog.module.css';
import { mergeShareInfo, type PageShare, pageShareInfo, type ShareInfo } from './share-info.ts';

/** Spec section 2: the toast after the URL was copied. */
export const URL_COPIED_TOAST = 'URL이 복사되었습니다.';

/**
 * The URL in parts that each end at a '/', so a long one wraps between its parts
 * (…/community/ | board-detail/1) rather than inside a word (board-det | ail) or after the hyphen.
 */
function urlParts(url: string) {
  return url.split(/(?<=\/)(?!\/)/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    <span key={index} className={styles.urlPart}>
      {part}
    </span>
  ));
}

/** Spec section 2/8: the alert with the message (or the fallback), then the app's move-to-app-market. */
async function kakaoFailed(message: string): Promise<void> {
  await alert({ html: textToHtml(message || clientFallbackMessages.shareFailed) });
  // Outside the app there is no handler and this does nothing.
  const { callAppHandler } = await import('../../platform/bridge.ts');
  await callAppHandler('moveToAppMarket');
}

/**
 * The share info of the page (`page`, the header's title when it gives none), with what `page.load`
 * answers laid over it; when `load` fails the page's own title and address still share.
 */
export async function resolveShareInfo(page: PageShare, fallbackTitle: string): Promise<ShareInfo> {
  const info = pageShareInfo(page, fallbackTitle);
  if (!page.load) return info;
  try {
    return mergeShareInfo(info, await page.load());
  } catch {
    return info;
  }
}

/**
 * The share dialog of spec section 2 (320 px), the one every screen uses (through `useShareDialog`,
 * which loads it on the first share): KakaoTalk through the Kakao adapter when the deployment has a key
 * or the development stand-in (src/platform/kakao-share.ts,
 * loaded on the tap), URL copy with the toast and a copied flag for 1500 ms, and the device's own share
 * sheet where it has one. Each share that goes out is tracked with the info's kakaoGtag / urlGtag.
 */
export default function ShareDialog({ info, onClose }: { info: ShareInfo; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const [sendingKakao, setSendingKakao] = useState(false);
  // A second tap in the same frame, before the disabled state renders, must not send twice.
  const kakaoInFlight = useRef(false);
  const titleId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // No key and no development stand-in (a deployment without Kakao): no button that would send nothing.
  const { kakao } = runtimeConfig();
  const kakaoAvailable = kakao.javascriptKey !== '' || kakao.standIn !== 'none';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info.url);
    } catch {
      void alert({ html: textToHtml(clientFallbackMessages.shareFailed) });
      return;
    }
    setCopied(true);
    showToast(URL_COPIED_TOAST);
    trackShare('url', info);
  };
  const shareKakao = async () => {
    if (kakaoInFlight.current) return;
    kakaoInFlight.current = true;
    setSendingKakao(true);
    try {
      const { shareToKakao } = await import('../../platform/kakao-share.ts');
      await shareToKakao(info);
      trackShare('kakao', info);
      onClose();
    } catch (error) {
      // The adapter's messages are the shopper's; a chunk that failed to load gets the fallback.
      const fromAdapter = error instanceof Error && error.message && !(error instanceof TypeError);
      void kakaoFailed(fromAdapter ? error.message : '');
    } finally {
      kakaoInFlight.current = false;
      setSendingKakao(false);
    }
  };
  const shareNative = async () => {
    try {
      await navigator.share({ title: info.title, url: info.url });
      onClose();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        void alert({ html: textToHtml(clientFallbackMessages.shareFailed) });
    }
  };

  return (
    <Modal labelledBy={titleId} width={DIALOG_WIDTH.share} onDismiss={onClose}>
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          공유하기
        </h2>
        <p className={styles.url}>{urlParts(info.url)}</p>
        <div className={styles.buttons}>
          {kakaoAvailable && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void shareKakao()}
              disabled={sendingKakao}
              aria-busy={sendingKakao}
            >
              카카오톡
            </button>
          )}
          <button
            type="button"
            className={styles.primary}
            onClick={() => void copy()}
            data-copied={copied}
            data-autofocus
          >
            {copied ? '복사했어요' : 'URL 복사'}
          </button>
          {canShare && (
            <button type="button" className={styles.secondary} onClick={() => void shareNative()}>
              다른 앱으로 공유
            </button>
          )}
          <button type="button" className={styles.close} onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
    </Modal>
  );
}
