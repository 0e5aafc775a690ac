import { DIALOG_WIDTH } from '#contract/constants.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import { TermsContent } from './terms-content.tsx';
import styles from './terms-modal.module.css';

/** The full-screen terms-change modal (spec section 2): 480 wide, no outside-click or Escape dismissal. */
export function TermsModal({
  pending,
  hidden,
  onAgree,
  onCancel,
}: {
  pending: boolean;
  /** The leave confirm is over it: keep it mounted (and its scroll position) but out of the way. */
  hidden: boolean;
  onAgree: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal labelledBy="terms-title" width={DIALOG_WIDTH.terms} fullScreen className={styles.panel}>
      <div className={styles.layout} aria-hidden={hidden || undefined}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>약관 변경 안내</p>
          <h2 id="terms-title" className={styles.title}>
            서비스 이용약관이 변경됩니다
          </h2>
          <p className={styles.lead}>
            더 나은 서비스를 위해 이용약관이 일부 변경됩니다. 변경 내용을 확인하시고 동의해 주세요.
          </p>
        </header>
        <TermsContent />
        <footer className={styles.footer}>
          <button type="button" className={styles.cancel} onClick={onCancel} disabled={pending}>
            취소
          </button>
          <button
            type="button"
            data-autofocus
            className={styles.agree}
            onClick={onAgree}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? '처리 중…' : '동의하고 이용하기'}
          </button>
        </footer>
      </div>
    </Modal>
  );
}
