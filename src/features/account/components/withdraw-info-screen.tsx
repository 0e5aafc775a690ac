import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import { formatCount, formatDate } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { messageOf } from '../action-error.ts';
import { usePointSummary } from '../api/point-summary.ts';
import { useBackTo } from '../hooks/use-back-to.ts';
import styles from './account.module.css';

/** The stars a withdrawal takes away: the point summary's balance, with its own loading and error. */
export function StarsAtStake() {
  const summary = usePointSummary();
  if (summary.isPending)
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          보유한 별을 불러오는 중
        </span>
        <Skeleton style={{ width: 120, height: 28 }} />
        <Skeleton style={{ width: '100%', height: 20, marginTop: 4 }} />
      </div>
    );
  if (summary.isError)
    return (
      <div className={styles.inlineError} role="alert">
        <span>보유한 별을 불러오지 못했어요. {messageOf(summary.error)}</span>
        <button
          type="button"
          className={styles.retry}
          onClick={() => void summary.refetch()}
          disabled={summary.isFetching}
        >
          다시 시도
        </button>
      </div>
    );
  const { balance, expiringSoon } = summary.data;
  if (balance === 0)
    return (
      <>
        <p className={styles.stars}>0개</p>
        <p className={styles.lossText}>지금은 보유한 별이 없어요.</p>
      </>
    );
  return (
    <>
      <p className={styles.stars} data-testid="withdraw-stars">
        {formatCount(balance)}개
      </p>
      <p className={styles.lossText}>
        탈퇴하면 남은 별이 모두 사라지고 되살릴 수 없어요. 필요하면 탈퇴 전에{' '}
        <Link to="/my-page/point-exchange">쇼핑몰 포인트로 전환</Link>해 주세요.
      </p>
      {expiringSoon.amount > 0 && expiringSoon.date && (
        <p className={styles.lossText}>
          이 중 {formatCount(expiringSoon.amount)}개는 {formatDate(expiringSoon.date)}에 소멸될 예정이에요.
        </p>
      )}
    </>
  );
}

/** /withdrawInfo: what a withdrawal takes away and what stays, acknowledged before the reason form. */
export function WithdrawInfoScreen() {
  const [acknowledged, setAcknowledged] = useState(false);
  const checkId = useId();
  const goBack = useBackTo('/my-page/settings');
  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section} aria-labelledby="withdraw-info-title">
          <h2 id="withdraw-info-title" className={styles.lead}>
            탈퇴하기 전에 꼭 확인해 주세요
          </h2>
          <ul className={styles.lossList}>
            <li className={styles.loss}>
              <h3 className={styles.lossTitle}>보유한 별이 사라져요</h3>
              <StarsAtStake />
            </li>
            <li className={styles.loss}>
              <h3 className={styles.lossTitle}>쿠폰을 더 이상 쓸 수 없어요</h3>
              <p className={styles.lossText}>
                받은 쿠폰은 탈퇴와 함께 사라지고, 다시 가입해도 되돌려 드리지 않아요.
              </p>
            </li>
            <li className={styles.loss}>
              <h3 className={styles.lossTitle}>커뮤니티에 쓴 글은 남아요</h3>
              <p className={styles.lossText}>
                게시글과 댓글은 지워지지 않고 작성자가 ‘{WITHDRAWN_NICKNAME}’으로 표시돼요. 탈퇴한 뒤에는 지울
                수 없으니, 지우고 싶은 글은 먼저 삭제해 주세요.
              </p>
            </li>
            <li className={styles.loss}>
              <h3 className={styles.lossTitle}>개인정보는 바로 삭제돼요</h3>
              <p className={styles.lossText}>
                이메일, 이름, 휴대전화번호, 성별, 출생연도, 찜 목록과 설문 응답이 삭제되고 모든 기기에서
                로그아웃돼요.
              </p>
            </li>
            <li className={styles.loss}>
              <h3 className={styles.lossTitle}>다시 가입하면 새 회원이에요</h3>
              <p className={styles.lossText}>
                같은 네이버·Apple 계정으로 다시 가입해도 별, 등급, 활동 내역은 이어지지 않아요.
              </p>
            </li>
          </ul>
          <label htmlFor={checkId} className={styles.check}>
            <input
              id={checkId}
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
            안내 사항을 모두 확인했어요
          </label>
          <div className={styles.buttonRow}>
            <button type="button" className={styles.secondaryButton} onClick={goBack}>
              취소
            </button>
            {acknowledged ? (
              <Link to="/withdraw" className={styles.dangerButton}>
                다음
              </Link>
            ) : (
              <button type="button" className={styles.dangerButton} disabled>
                다음
              </button>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
