import { type FormEvent, useId, useRef, useState } from 'react';
import { WITHDRAWAL_REASONS } from '../../../api/contract.gen.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { openErrorDialogIfUnexpected } from '../../../ui/overlays/error-dialog.ts';
import { confirm, showToast } from '../../../ui/overlays/feedback.ts';
import { useLoadingHold } from '../../../ui/overlays/loading-hold.ts';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { useBackTo } from '../hooks/use-back-to.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import {
  checkWithdrawalReason,
  textLength,
  WITHDRAWAL_REASON_MAX,
  type WithdrawalReasonCode,
} from '../withdrawal-reason.ts';
import styles from './account.module.css';
import { StarsAtStake } from './withdraw-info-screen.tsx';

export const WITHDRAW_CONFIRM = {
  content: '탈퇴하면 별과 쿠폰이 모두 사라지고 되돌릴 수 없어요.\n정말 탈퇴하시겠어요?',
  confirmLabel: '탈퇴하기',
  cancelLabel: '취소',
  layout: 'horizontal',
} as const;

/** One line of the toast (40 px high, spec section 9). */
export const WITHDRAWN_TOAST = '회원 탈퇴가 완료되었어요.';

const REASON_CODES = Object.keys(WITHDRAWAL_REASONS) as WithdrawalReasonCode[];

/**
 * /withdraw: a reason (a choice, and words of one's own; "기타" needs them), a confirm, then DELETE
 * /api/v2/auth/social/withdrawal. `onWithdrawn` ends the session the spec's way (the route sends the
 * session's logout, which clears tokens and lands on home).
 */
export function WithdrawScreen({ onWithdrawn }: { onWithdrawn: () => void }) {
  const [code, setCode] = useState<WithdrawalReasonCode | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once withdrawn the form stays shut while the session's logout takes the member home.
  const [done, setDone] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const textId = useId();
  const codeErrorId = useId();
  const textErrorId = useId();
  const goBack = useBackTo('/my-page/settings');
  const withdraw = useWithdraw();
  const once = useSingleFlight();
  const hold = useLoadingHold();

  const check = checkWithdrawalReason(code, text);
  const shown = tried && !check.ok ? check : undefined;
  const busy = asking || withdraw.isPending || done;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!check.ok) {
      (check.field === 'code' ? firstChoice : textRef).current?.focus();
      return;
    }
    const { body } = check;
    void once(async () => {
      setAsking(true);
      const confirmed = await confirm(WITHDRAW_CONFIRM);
      setAsking(false);
      if (!confirmed) return;
      try {
        // Under the global overlay: nothing else can be tapped while the account is being closed.
        await hold(withdraw.mutateAsync(body));
      } catch (error) {
        // No answer or the server's own failure: the error dialog; a refusal: next to the form.
        if (!alertIfForbidden(error) && !openErrorDialogIfUnexpected(error)) setFailure(messageOf(error));
        return;
      }
      setDone(true);
      showToast(WITHDRAWN_TOAST);
      onWithdrawn();
    });
  }

  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section} aria-labelledby="withdraw-stars">
          <h2 id="withdraw-stars" className={sections.sectionTitle}>
            사라지는 별
          </h2>
          <StarsAtStake />
        </section>
        <section className={sections.section}>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <fieldset
              className={styles.fieldset}
              aria-describedby={codeErrorId}
              aria-invalid={shown?.field === 'code'}
            >
              <legend className={styles.legend}>탈퇴하는 이유를 알려 주세요</legend>
              <div className={styles.choices}>
                {REASON_CODES.map((reason, index) => (
                  <label key={reason} className={styles.choice}>
                    <input
                      ref={index === 0 ? firstChoice : undefined}
                      type="radio"
                      name="reason"
                      value={reason}
                      checked={code === reason}
                      onChange={() => setCode(reason)}
                    />
                    {WITHDRAWAL_REASONS[reason]}
                  </label>
                ))}
              </div>
              <p id={codeErrorId} className={styles.status} data-tone="error">
                {shown?.field === 'code' ? shown.message : ''}
              </p>
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={textId} className={styles.label}>
                {code === 'OTHER' ? '기타 사유 (필수)' : '더 하고 싶은 말 (선택)'}
              </label>
              <textarea
                ref={textRef}
                id={textId}
                className={styles.textarea}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="불편했던 점을 알려 주시면 더 나은 제철장터를 만드는 데 쓸게요."
                aria-invalid={shown?.field === 'text'}
                aria-describedby={textErrorId}
              />
              <span className={styles.counterBelow} aria-hidden="true">
                {textLength(text.trim())}/{WITHDRAWAL_REASON_MAX}
              </span>
              <p id={textErrorId} className={styles.status} data-tone="error">
                {shown?.field === 'text' ? shown.message : ''}
              </p>
            </div>
            <p className={styles.formError} role="alert">
              {failure}
            </p>
            <div className={styles.buttonRow}>
              <button type="button" className={styles.secondaryButton} onClick={goBack} disabled={busy}>
                취소
              </button>
              <button type="submit" className={styles.dangerButton} disabled={busy}>
                {withdraw.isPending || done ? '탈퇴하는 중…' : '탈퇴하기'}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
