import { type FormEvent, useId, useState } from 'react';
import type { Gender } from '#contract/account.ts';
import type { MyInfo } from '#contract/my-page.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { showToast } from '../../../ui/overlays/feedback.ts';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import { useMyInfo } from '../api/my-info.ts';
import { useUpdateProfile } from '../api/profile.ts';
import { birthYearOptions, seoulYear } from '../birth-year.ts';
import { useBackTo } from '../hooks/use-back-to.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import styles from './account.module.css';
import { GENDER_LABELS } from './my-info-screen.tsx';
import { FormSkeleton, ScreenError } from './screen-states.tsx';

export const PROFILE_SAVED = '회원 정보가 저장되었어요.';
const GENDERS: readonly Gender[] = ['F', 'M', 'U'];

/** /my-page/my-info/update/etc: gender and birth year (PUT /api/v2/user/profile), only what changed. */
export function EtcScreen({ gate }: { gate: MemberGate }) {
  const query = useMyInfo();
  if (query.isPending) return <FormSkeleton />;
  if (query.isError)
    return (
      <ScreenError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  return <EtcForm gate={gate} info={query.data} />;
}

function EtcForm({ gate, info }: { gate: MemberGate; info: MyInfo }) {
  const [gender, setGender] = useState<Gender | null>(info.gender);
  const [birthYear, setBirthYear] = useState<number | null>(info.birthYear);
  const [error, setError] = useState<string | null>(null);
  const [years] = useState(() => birthYearOptions(seoulYear(new Date())));
  const yearId = useId();
  const errorId = useId();
  const goBack = useBackTo('/my-page/my-info/main');
  const update = useUpdateProfile();
  const once = useSingleFlight();

  const body = {
    ...(gender !== null && gender !== info.gender ? { gender } : {}),
    ...(birthYear !== null && birthYear !== info.birthYear ? { birthYear } : {}),
  };
  const changed = Object.keys(body).length > 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    void once(async () => {
      if (!gate.allow()) return;
      try {
        await update.mutateAsync(body);
      } catch (failure) {
        if (!alertIfForbidden(failure)) setError(messageOf(failure));
        return;
      }
      showToast(PROFILE_SAVED);
      goBack();
    });
  }

  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section}>
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={errorId}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>성별</legend>
              <div className={styles.choicesInline}>
                {GENDERS.map((code) => (
                  <label key={code} className={styles.choice}>
                    <input
                      type="radio"
                      name="gender"
                      value={code}
                      checked={gender === code}
                      onChange={() => {
                        setGender(code);
                        setError(null);
                      }}
                    />
                    {GENDER_LABELS[code]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={yearId} className={styles.label}>
                출생연도
              </label>
              <select
                id={yearId}
                className={styles.select}
                value={birthYear ?? ''}
                onChange={(event) => {
                  setBirthYear(event.target.value === '' ? null : Number(event.target.value));
                  setError(null);
                }}
              >
                {birthYear === null && <option value="">선택해 주세요</option>}
                {/* A year the picker no longer offers (set before the rule) still shows as it is. */}
                {birthYear !== null && !years.includes(birthYear) && (
                  <option value={birthYear}>{birthYear}년</option>
                )}
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}년
                  </option>
                ))}
              </select>
              <p className={sections.muted}>만 14세 미만은 보호자 동의가 필요해 선택할 수 없어요.</p>
            </div>
            <p id={errorId} className={styles.formError} role="alert">
              {error}
            </p>
            <button type="submit" className={styles.primaryButton} disabled={!changed || update.isPending}>
              {update.isPending ? '저장하는 중…' : '저장하기'}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
