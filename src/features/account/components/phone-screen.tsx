import { type FormEvent, useRef, useState } from 'react';
import type { MyInfo } from '#contract/my-page.ts';
import { CELLPHONE_PATTERN } from '#contract/rules/cellphone.ts';
import type { MemberGate } from '../../../ui/member-gate.ts';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import { useUpdateCellphone } from '../api/cellphone.ts';
import { checkCellphone } from '../cellphone-input.ts';
import { useSaveThenBack } from '../hooks/use-save-then-back.ts';
import styles from './account.module.css';
import { CellphoneField } from './cellphone-field.tsx';
import { MyInfoFormFrame, MyInfoFormScreen } from './my-info-form.tsx';

export const PHONE_CHANGED = '휴대전화번호가 변경되었어요.';
const HINT = '숫자만 입력하면 010-1234-5678 형식으로 맞춰 드려요.';

/** /my-page/my-info/update/phone: a Korean mobile number (contract/rules/cellphone.ts), the server decides. */
export function PhoneScreen({ gate }: { gate: MemberGate }) {
  return <MyInfoFormScreen form={(info) => <PhoneForm gate={gate} info={info} />} />;
}

function PhoneForm({ gate, info }: { gate: MemberGate; info: MyInfo }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateCellphone();
  const save = useSaveThenBack(
    gate,
    (cellphone: string) => update.mutateAsync(cellphone),
    PHONE_CHANGED,
    (failure) => {
      if (!alertIfForbidden(failure)) setSubmitError(messageOf(failure));
      input.current?.focus();
    },
  );

  const check = checkCellphone(value, info.cellphone);
  // A complete number is judged at once; a partial one only after leaving the field or saving.
  const judged = touched || CELLPHONE_PATTERN.test(value);
  const error = submitError ?? (judged && !check.ok ? check.message : null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) {
      input.current?.focus();
      return;
    }
    save(check.cellphone);
  }

  return (
    <MyInfoFormFrame label="지금 번호" current={info.cellphone ?? '등록된 번호가 없어요'}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CellphoneField
          label="새 휴대전화번호"
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setSubmitError(null);
          }}
          onBlur={() => setTouched(value !== '')}
          error={error}
          hint={HINT}
          enterKeyHint="done"
          inputRef={input}
        />
        <button type="submit" className={styles.primaryButton} disabled={update.isPending}>
          {update.isPending ? '변경하는 중…' : '변경하기'}
        </button>
      </form>
      <p className={sections.muted}>등록한 번호로 가입한 계정의 이메일을 찾을 수 있어요.</p>
    </MyInfoFormFrame>
  );
}
