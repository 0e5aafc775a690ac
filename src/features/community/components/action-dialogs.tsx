import { useEffect, useId, useRef, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#contract/community-rules.ts';
import { COPIED_FLAG_MS } from '#contract/constants.ts';
import { clientFallbackMessages } from '#contract/fallback-messages.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import styles from './post-detail.module.css';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/** The report reason picker (REPORT_REASONS); the screen asks for confirmation and sends it. */
export function ReportDialog({
  target,
  onPick,
  onClose,
}: {
  target: 'post' | 'reply';
  onPick: (reason: ReportReason) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} width={380} onDismiss={onClose}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) onPick(reason);
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {target === 'post' ? '게시글 신고' : '댓글 신고'}
        </h2>
        <fieldset className={styles.reasons}>
          <legend className={styles.dialogText}>신고하는 이유를 골라 주세요.</legend>
          {REASONS.map(([key, label], index) => (
            <label key={key} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
                data-autofocus={index === 0 ? true : undefined}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={styles.dialogButtons}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={styles.primaryButton} disabled={reason === null}>
            신고하기
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** What the dialog shares: the server's share info (post-share), or the page itself when that failed. */
export type ShareLink = { url: string; title: string; description: string; imageUrl: string };

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

/**
 * The share dialog (spec section 2, 320 px): KakaoTalk (the Kakao adapter, loaded on the tap so the
 * dialog stays small), URL copy with the toast and a copied flag for 1500 ms, and the device's own
 * share sheet where it has one. A failed Kakao share goes to `onKakaoFailed` with a message for the
 * shopper ('' when there is none).
 */
export function ShareDialog({
  link,
  onCopied,
  onFailed,
  onKakaoFailed,
  onClose,
}: {
  link: ShareLink;
  onCopied: () => void;
  onFailed: (message: string) => void;
  onKakaoFailed: (message: string) => void;
  onClose: () => void;
}) {
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

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      onCopied();
    } catch {
      onFailed(clientFallbackMessages.shareFailed);
    }
  };
  const shareKakao = async () => {
    if (kakaoInFlight.current) return;
    kakaoInFlight.current = true;
    setSendingKakao(true);
    try {
      const { shareToKakao } = await import('../../../platform/kakao-share.ts');
      await shareToKakao(link);
      onClose();
    } catch (error) {
      // The adapter's messages are the shopper's; a chunk that failed to load gets the fallback.
      const fromAdapter = error instanceof Error && error.message && !(error instanceof TypeError);
      onKakaoFailed(fromAdapter ? error.message : '');
    } finally {
      kakaoInFlight.current = false;
      setSendingKakao(false);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: link.title, url: link.url });
      onClose();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        onFailed(clientFallbackMessages.shareFailed);
    }
  };

  return (
    <Modal labelledBy={titleId} width={320} onDismiss={onClose}>
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          공유하기
        </h2>
        <p className={styles.shareUrl}>{urlParts(link.url)}</p>
        <div className={styles.shareButtons}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void shareKakao()}
            disabled={sendingKakao}
          >
            카카오톡
          </button>
          <button type="button" className={styles.primaryButton} onClick={copy} data-autofocus>
            {copied ? '복사했어요' : 'URL 복사'}
          </button>
          {canShare && (
            <button type="button" className={styles.secondaryButton} onClick={share}>
              다른 앱으로 공유
            </button>
          )}
          <button type="button" className={styles.textButton} onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
    </Modal>
  );
}
