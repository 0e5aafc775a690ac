import { type FormEvent, useId, useRef, useState } from 'react';
import type { MyInfo } from '#contract/my-page.ts';
import {
  checkNickname,
  NICKNAME_LENGTH,
  NICKNAME_MESSAGES,
  nicknameLength,
  normalizeNickname,
} from '#contract/rules/nickname.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { formatDate } from '../../../platform/format.ts';
import type { MemberGate } from '../../../ui/member-gate.ts';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import { useNicknameValidation, useUpdateNickname } from '../api/nickname.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useSaveThenBack } from '../hooks/use-save-then-back.ts';
import styles from './account.module.css';
import { MyInfoFormFrame, MyInfoFormScreen } from './my-info-form.tsx';

/** Typing pauses this long before the server is asked. */
export const NICKNAME_CHECK_DELAY_MS = 300;
/** NICKNAME_LIMIT_OVER (spec section 8). */
const LIMIT_OVER_CODE = 87;

const HINT = `한글, 영문, 숫자로 ${NICKNAME_LENGTH.min}~${NICKNAME_LENGTH.max}자 (공백·특수문자 제외)`;
const CHECKING = '사용할 수 있는지 확인하고 있어요…';
const CHECK_FAILED = '지금은 확인하지 못했어요. 변경하기를 누르면 다시 확인해요.';
export const NICKNAME_CHANGED = '닉네임이 변경되었어요.';

type Tone = 'hint' | 'error' | 'success';

/**
 * /my-page/my-info/update/nickname: the contract's rule (contract/rules/nickname.ts) is checked as the member
 * types; once it passes and typing pauses, the server says whether the name is free. My info tells
 * when the next change is allowed; the server decides again on save (taken, banned words, once per
 * 30 days: code 87).
 */
export function NicknameScreen({ gate }: { gate: MemberGate }) {
  return <MyInfoFormScreen form={(info) => <NicknameForm gate={gate} info={info} />} />;
}

function NicknameForm({ gate, info }: { gate: MemberGate; info: MyInfo }) {
  const nextChangeDt = info.nextNickNameChangeDt;
  const [value, setValue] = useState('');
  const [composing, setComposing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();
  const update = useUpdateNickname();
  const save = useSaveThenBack(
    gate,
    (name: string) => update.mutateAsync(name),
    NICKNAME_CHANGED,
    (error) => {
      if (alertIfForbidden(error)) return;
      if (error instanceof ApiRequestError && error.code === LIMIT_OVER_CODE) setLimitMessage(error.message);
      else setSubmitError(messageOf(error));
      input.current?.focus();
    },
  );

  const nickname = normalizeNickname(value);
  const rule = checkNickname(value);
  const same = nickname === info.nickName;
  const settled = useDebouncedValue(nickname, NICKNAME_CHECK_DELAY_MS);
  const ask = rule.ok && !same && !composing && settled === nickname;
  const validation = useNicknameValidation(settled, ask);
  const verdict = ask && validation.data?.nickName === nickname ? validation.data : undefined;

  const limited = limitMessage !== null || (nextChangeDt !== null && Date.parse(nextChangeDt) > Date.now());
  let tone: Tone = 'hint';
  let message = HINT;
  if (limited) {
    message = HINT;
  } else if (submitError) {
    tone = 'error';
    message = submitError;
  } else if (value === '' || composing) {
    message = HINT;
  } else if (!rule.ok) {
    tone = 'error';
    message = rule.message;
  } else if (same) {
    tone = 'error';
    message = NICKNAME_MESSAGES.SAME_AS_CURRENT;
  } else if (verdict && !validation.isPlaceholderData) {
    tone = verdict.isAvailable ? 'success' : 'error';
    message = verdict.message;
  } else if (ask && validation.isError) {
    message = CHECK_FAILED;
  } else {
    message = CHECKING;
  }

  const verified = verdict?.isAvailable === true && !validation.isPlaceholderData;
  const canSubmit = rule.ok && !same && !limited && !composing && (verified || (ask && validation.isError));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    save(nickname);
  }

  return (
    <MyInfoFormFrame label="지금 닉네임" current={info.nickName}>
      {limited && (
        <p className={styles.notice} role="status">
          {limitMessage ??
            `${NICKNAME_MESSAGES.LIMIT_OVER} ${formatDate(nextChangeDt ?? 0)}부터 다시 변경할 수 있어요.`}
        </p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            새 닉네임
          </label>
          <div className={styles.inputWrap}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setSubmitError(null);
              }}
              onCompositionStart={() => setComposing(true)}
              onCompositionEnd={(event) => {
                setComposing(false);
                setValue(event.currentTarget.value);
              }}
              maxLength={NICKNAME_LENGTH.max * 4}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="done"
              placeholder="새 닉네임을 입력해 주세요"
              aria-invalid={tone === 'error'}
              aria-describedby={statusId}
              disabled={limited}
            />
            <span className={styles.counter} aria-hidden="true">
              {nicknameLength(nickname)}/{NICKNAME_LENGTH.max}
            </span>
          </div>
          <p id={statusId} className={styles.status} data-tone={tone} aria-live="polite">
            {message}
          </p>
        </div>
        <button type="submit" className={styles.primaryButton} disabled={!canSubmit || update.isPending}>
          {update.isPending ? '변경하는 중…' : '변경하기'}
        </button>
      </form>
      {!limited && (
        <p className={sections.muted}>
          {NICKNAME_MESSAGES.LIMIT_OVER} 바꾼 닉네임은 커뮤니티 글에도 바로 보여요.
        </p>
      )}
    </MyInfoFormFrame>
  );
}
