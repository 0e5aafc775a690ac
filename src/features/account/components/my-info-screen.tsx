import { Link } from '@tanstack/react-router';
import type { Gender } from '#contract/account.ts';
import type { MyInfo as MyInfoData } from '#contract/my-page.ts';
import { maskCellphone } from '#contract/rules/cellphone.ts';
import { formatDate } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { useMyInfo } from '../api/my-info.ts';
import { useAccountEmail } from '../api/user-profile.ts';
import styles from './account.module.css';
import { ScreenError } from './screen-states.tsx';

export const GENDER_LABELS: Record<Gender, string> = { F: '여성', M: '남성', U: '선택 안 함' };
const CHANNEL_LABELS: Record<MyInfoData['channelType'], string> = { 1001: '네이버', 1002: 'Apple' };

function Value({ text, empty }: { text: string | null; empty: string }) {
  return text ? (
    <span className={styles.rowValue}>{text}</span>
  ) : (
    <span className={`${styles.rowValue} ${styles.rowEmpty}`}>{empty}</span>
  );
}

/** The e-mail as the profile gave it (session storage), not my info's copy (spec section 7). */
function AccountEmail() {
  const { email, isError } = useAccountEmail();
  if (email === undefined)
    return isError ? (
      <span className={`${styles.rowValue} ${styles.rowEmpty}`}>불러오지 못했어요</span>
    ) : (
      <Skeleton style={{ width: 160, height: 20 }} />
    );
  return <Value text={email} empty="제공받은 이메일이 없어요" />;
}

/**
 * /my-page/my-info/main: the member's info (GET /api/v1/user/myinfo): nickname, mobile, gender and
 * birth year with the ways to change them, and what sign-in gave us.
 */
export function MyInfoScreen() {
  const query = useMyInfo();
  if (query.isPending) return <MyInfoSkeleton />;
  if (query.isError)
    return (
      <ScreenError
        home
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return <MyInfo info={query.data} />;
}

function MyInfo({ info }: { info: MyInfoData }) {
  return (
    <>
      <AppHeader home />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section} aria-labelledby="my-info-profile">
          <h2 id="my-info-profile" className={sections.sectionTitle}>
            회원 정보
          </h2>
          <ul className={`${sections.list} ${styles.rows}`}>
            <li className={styles.row}>
              <span className={styles.rowLabel}>닉네임</span>
              <span className={styles.rowValue} data-testid="my-info-nickname">
                {info.nickName}
              </span>
              <Link
                to="/my-page/my-info/update/nickname"
                className={styles.rowAction}
                aria-label="닉네임 변경"
              >
                변경
              </Link>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>휴대전화번호</span>
              <Value
                text={info.cellphone ? maskCellphone(info.cellphone) : null}
                empty="등록된 번호가 없어요"
              />
              <Link
                to="/my-page/my-info/update/phone"
                className={styles.rowAction}
                aria-label={info.cellphone ? '휴대전화번호 변경' : '휴대전화번호 등록'}
              >
                {info.cellphone ? '변경' : '등록'}
              </Link>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>성별</span>
              <Value text={info.gender ? GENDER_LABELS[info.gender] : null} empty="입력하지 않았어요" />
              <Link to="/my-page/my-info/update/etc" className={styles.rowAction} aria-label="성별 수정">
                수정
              </Link>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>출생연도</span>
              <Value text={info.birthYear ? `${info.birthYear}년` : null} empty="입력하지 않았어요" />
              <Link to="/my-page/my-info/update/etc" className={styles.rowAction} aria-label="출생연도 수정">
                수정
              </Link>
            </li>
          </ul>
        </section>
        <section className={sections.section} aria-labelledby="my-info-account">
          <h2 id="my-info-account" className={sections.sectionTitle}>
            로그인 정보
          </h2>
          <ul className={`${sections.list} ${styles.rows}`}>
            <li className={styles.row}>
              <span className={styles.rowLabel}>로그인 수단</span>
              <span className={styles.rowValue}>{CHANNEL_LABELS[info.channelType]}</span>
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>이메일</span>
              <AccountEmail />
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>이름</span>
              <Value text={info.name} empty="제공받은 이름이 없어요" />
            </li>
            <li className={styles.row}>
              <span className={styles.rowLabel}>가입일</span>
              <span className={styles.rowValue}>{formatDate(info.signUpDt)}</span>
            </li>
          </ul>
          <p className={sections.muted}>
            이메일과 이름은 {CHANNEL_LABELS[info.channelType]} 계정에서 받아 온 정보예요. 바꾸려면{' '}
            {CHANNEL_LABELS[info.channelType]}에서 수정한 뒤 다시 로그인해 주세요.
          </p>
        </section>
      </div>
    </>
  );
}

function SkeletonRows({ count, action }: { count: number; action: boolean }) {
  return (
    <div className={`${sections.list} ${styles.rows}`}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className={styles.row}>
          <Skeleton style={{ width: 72, height: 16 }} />
          <Skeleton style={{ flex: 1, height: 16 }} />
          {action && <Skeleton style={{ width: 56, height: 36, borderRadius: 18 }} />}
        </div>
      ))}
    </div>
  );
}

/** The same sections at the same sizes while my info loads. */
export function MyInfoSkeleton() {
  return (
    <>
      <AppHeader home />
      <div className={`${sections.screen} ${styles.screen}`} aria-busy="true">
        <p className="visually-hidden" role="status">
          내 정보를 불러오는 중
        </p>
        <div className={sections.section}>
          <Skeleton style={{ width: 80, height: 22 }} />
          <SkeletonRows count={4} action />
        </div>
        <div className={sections.section}>
          <Skeleton style={{ width: 80, height: 22 }} />
          <SkeletonRows count={4} action={false} />
          <Skeleton style={{ height: 36 }} />
        </div>
      </div>
    </>
  );
}
