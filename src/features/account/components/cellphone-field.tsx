import { type RefObject, useId } from 'react';
import { formatCellphoneInput } from '../cellphone-input.ts';
import styles from './account.module.css';

/**
 * A phone number field (the number change and 가입한 계정 찾기): digits, hyphenated as typed, with its
 * hint or its error read out below it. `onValueChange` gets the hyphenated text; `onBlur` judges it.
 */
export function CellphoneField({
  label,
  value,
  onValueChange,
  onBlur,
  error,
  hint,
  enterKeyHint,
  inputRef,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  hint: string;
  enterKeyHint: 'done' | 'search';
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const statusId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        enterKeyHint={enterKeyHint}
        placeholder="010-1234-5678"
        value={value}
        onChange={(event) => onValueChange(formatCellphoneInput(event.target.value))}
        onBlur={onBlur}
        aria-invalid={error !== null}
        aria-describedby={statusId}
      />
      <p id={statusId} className={styles.status} data-tone={error ? 'error' : 'hint'} aria-live="polite">
        {error ?? hint}
      </p>
    </div>
  );
}
