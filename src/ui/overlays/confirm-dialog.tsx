import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DIALOG_WIDTH } from '#contract/constants.ts';
import { confirmViewOf } from '#machines/confirm-dialog/confirm-dialog.machine.ts';
import styles from './dialog.module.css';
import { confirmDialog } from './feedback-actors.ts';
import { Modal } from './modal.tsx';

/**
 * The confirm of spec section 2 (380 wide): Escape and the backdrop cancel unless persistent; after a
 * click the confirm button stays disabled until the dialog closes (the machine's `confirmDisabled`).
 */
export function ConfirmDialog() {
  const request = useSelector(confirmDialog, (snapshot) => snapshot.context.request);
  const disabled = useSelector(confirmDialog, (snapshot) => snapshot.hasTag('confirmDisabled'));
  const id = useId();
  if (!request) return null;
  const view = confirmViewOf(request);
  const dismiss = view.persistent ? undefined : () => confirmDialog.send({ type: 'confirm.dismiss' });
  return (
    <Modal
      role="alertdialog"
      {...(request.title ? { labelledBy: `${id}-title` } : { label: '확인' })}
      describedBy={`${id}-content`}
      width={DIALOG_WIDTH.confirm}
      onDismiss={dismiss}
    >
      {request.title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {request.title}
        </h2>
      )}
      <p
        id={`${id}-content`}
        className={`${styles.content} ${styles.plain} ${request.title ? styles.afterTitle : ''}`}
      >
        {view.content}
      </p>
      <div className={`${styles.actions} ${view.layout === 'stacked' ? styles.stacked : ''}`}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => confirmDialog.send({ type: 'confirm.cancel' })}
        >
          {view.cancelLabel}
        </button>
        <button
          type="button"
          data-autofocus
          className={styles.primary}
          disabled={disabled}
          aria-busy={disabled}
          onClick={() => confirmDialog.send({ type: 'confirm.accept' })}
        >
          {view.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
