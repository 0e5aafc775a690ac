import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DIALOG_WIDTH } from '#contract/constants.ts';
import {
  ALERT_CONFIRM_LABEL,
  alertContentOf,
  alertTitleOf,
} from '#machines/alert-dialog/alert-dialog.machine.ts';
import { sanitizeHtml } from '../../platform/sanitize-html.ts';
import styles from './dialog.module.css';
import { alertDialog } from './feedback-actors.ts';
import { Modal } from './modal.tsx';

/**
 * The alert of spec section 2: not dismissable (no Escape, no backdrop), one '확인' button, HTML
 * content sanitised with DOMPurify. Loaded lazily, with DOMPurify, the first time an alert opens.
 */
export default function AlertDialog() {
  const content = useSelector(alertDialog, alertContentOf);
  const title = useSelector(alertDialog, alertTitleOf);
  const id = useId();
  if (content === null) return null;
  return (
    <Modal
      role="alertdialog"
      {...(title ? { labelledBy: `${id}-title` } : { label: '알림' })}
      describedBy={`${id}-content`}
      width={DIALOG_WIDTH.alert}
    >
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      <div
        id={`${id}-content`}
        className={title ? `${styles.content} ${styles.afterTitle}` : styles.content}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with our DOMPurify configuration right here
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }}
      />
      <div className={styles.actions}>
        <button
          type="button"
          data-autofocus
          className={styles.primary}
          onClick={() => alertDialog.send({ type: 'alert.confirm' })}
        >
          {ALERT_CONFIRM_LABEL}
        </button>
      </div>
    </Modal>
  );
}
