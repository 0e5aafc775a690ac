import { useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#contract/rules/community-rules.ts';
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
