import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import { errorCatalogue } from '#contract/errors.ts';
import { CELLPHONE_PATTERN } from '#contract/rules/cellphone.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import sections from '../../../ui/section.module.css';
import { useFindAccounts } from '../api/find-account.ts';
import { checkCellphone } from '../cellphone-input.ts';
import styles from './account.module.css';
import { CellphoneField } from './cellphone-field.tsx';
import find from './find-account.module.css';

export type SignInProvider = 'naver' | 'apple';

const PROVIDER: Record<(typeof SOCIAL_CHANNEL)[keyof typeof SOCIAL_CHANNEL], SignInProvider> = {
  [SOCIAL_CHANNEL.naver]: 'naver',
  [SOCIAL_CHANNEL.apple]: 'apple',
};

export const FIND_ACCOUNT_TEXT = {
  lead: '가입할 때 등록한 휴대전화번호를 입력하면 어느 계정으로 가입했는지 알려 드려요.',
  hint: '숫자만 입력하면 010-1234-5678 형식으로 맞춰 드려요.',
  submit: '계정 찾기',
  pending: '찾는 중…',
  found: '이 번호로 가입한 계정이에요',
  notFound: '이 번호로 가입한 계정이 없어요',
  notFoundHelp: '번호를 다시 확인하거나, 처음이라면 네이버 또는 Apple로 가입해 보세요.',
  failed: '계정을 찾지 못했어요',
  failedHelp: '일시적인 문제로 확인하지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  noEmail: '이메일 정보 없음',
  signInNaver: '네이버로 로그인하기',
  signInApple: 'Apple로 로그인하기',
  toLogin: '로그인 화면으로',
} as const;

const PROVIDER_NAME: Record<SignInProvider, string> = { naver: '네이버', apple: 'Apple' };

const SIGN_IN_LABEL: Record<SignInProvider, string> = {
  naver: FIND_ACCOUNT_TEXT.signInNaver,
  apple: FIND_ACCOUNT_TEXT.signInApple,
};

const signUpDate = new Intl.DateTimeFormat('ko-KR', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Seoul',
});

type Outcome = 'found' | 'notFound' | 'failed' | 'invalid';

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === errorCatalogue.NO_DATA.code) return 'notFound';
  // The server's rule refused the number (10, 12, 13): its Korean message goes under the field.
  if (error.status === 400) return 'invalid';
  return 'failed';
}

/**
 * /find-account, from /login: a mobile number in (contract/rules/cellphone.ts), the social account(s)
 * signed up with it out, the e-mail masked as the server answers it, and a button that signs in with
 * that provider. The route gives `onSignIn` (the session feature starts the sign-in).
 */
export function FindAccountScreen({
  onSignIn,
  returnPath,
}: {
  onSignIn: (provider: SignInProvider) => void;
  /** Where signing in should lead afterwards (the login screen's return path, passed on). */
  returnPath: string | undefined;
}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resultId = useId();
  const search = useFindAccounts();

  const check = checkCellphone(value, null);
  const judged = touched || CELLPHONE_PATTERN.test(value);
  const outcome: Outcome | null = search.isSuccess
    ? 'found'
    : search.isError
      ? outcomeOf(search.error)
      : null;
  const serverInvalid =
    outcome === 'invalid' && search.error instanceof ApiRequestError ? search.error.message : null;
  const error = serverInvalid ?? (judged && !check.ok ? check.message : null);

  // Each answer takes the focus once it is on screen, so a screen reader hears what was found; a
  // number the server refused sends it back to the field.
  const answer = outcome === null ? null : `${outcome}@${search.submittedAt}`;
  useEffect(() => {
    if (answer === null) return;
    if (answer.startsWith('invalid@')) input.current?.focus();
    else resultHeading.current?.focus();
  }, [answer]);

  function run(cellphone: string) {
    search.mutate(cellphone);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) {
      input.current?.focus();
      return;
    }
    run(check.cellphone);
  }

  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        {/* The header's h1 is the screen's title (the route's). */}
        <section className={sections.section}>
          <p className={find.lead}>{FIND_ACCOUNT_TEXT.lead}</p>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <CellphoneField
              label="휴대전화번호"
              value={value}
              onValueChange={(next) => {
                setValue(next);
                if (!search.isIdle) search.reset();
              }}
              onBlur={() => setTouched(value !== '')}
              error={error}
              hint={FIND_ACCOUNT_TEXT.hint}
              enterKeyHint="search"
              inputRef={input}
            />
            <button type="submit" className={styles.primaryButton} disabled={search.isPending}>
              {search.isPending ? FIND_ACCOUNT_TEXT.pending : FIND_ACCOUNT_TEXT.submit}
            </button>
          </form>
        </section>
        {outcome === 'found' && search.data ? (
          <section className={sections.section} aria-labelledby={resultId}>
            <h2 id={resultId} ref={resultHeading} tabIndex={-1} className={find.resultTitle}>
              {FIND_ACCOUNT_TEXT.found}
            </h2>
            <ul className={find.accounts}>
              {search.data.accounts.map((account) => {
                const provider = PROVIDER[account.channelType];
                return (
                  <li key={`${account.channelType}-${account.signUpDt}`} className={find.account}>
                    <p className={find.provider}>{PROVIDER_NAME[provider]} 계정</p>
                    <p className={find.email}>{account.maskedEmail ?? FIND_ACCOUNT_TEXT.noEmail}</p>
                    <p className={find.date}>{signUpDate.format(new Date(account.signUpDt))} 가입</p>
                    <button
                      type="button"
                      className={provider === 'naver' ? find.naver : find.apple}
                      onClick={() => onSignIn(provider)}
                    >
                      {SIGN_IN_LABEL[provider]}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {outcome === 'notFound' || outcome === 'failed' ? (
          <section className={sections.section} aria-labelledby={resultId} role="alert">
            <h2 id={resultId} ref={resultHeading} tabIndex={-1} className={find.resultTitle}>
              {outcome === 'notFound' ? FIND_ACCOUNT_TEXT.notFound : FIND_ACCOUNT_TEXT.failed}
            </h2>
            <p className={find.lead}>
              {outcome === 'notFound' ? FIND_ACCOUNT_TEXT.notFoundHelp : FIND_ACCOUNT_TEXT.failedHelp}
            </p>
            {outcome === 'failed' && check.ok ? (
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={search.isPending}
                onClick={() => run(check.cellphone)}
              >
                {FIND_ACCOUNT_TEXT.retry}
              </button>
            ) : (
              <Link
                to="/login"
                search={returnPath ? { returnUrl: returnPath } : {}}
                replace
                className={styles.secondaryButton}
              >
                {FIND_ACCOUNT_TEXT.toLogin}
              </Link>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
