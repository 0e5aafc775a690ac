import { Link } from '@tanstack/react-router';
import { AppHeader } from './app-header.tsx';
import styles from './status-screen.module.css';

/** The one screen every route of a later issue shows for now; its title is the route's. */
export function ComingSoon() {
  return (
    <>
      <AppHeader home />
      <section className={styles.screen} aria-labelledby="coming-soon-title">
        <p className={styles.badge}>준비 중</p>
        <h2 id="coming-soon-title" className={styles.title}>
          곧 만나요
        </h2>
        <p className={styles.text}>이 화면은 지금 준비하고 있어요. 조금만 기다려 주세요.</p>
        <Link to="/" className={styles.primary}>
          홈으로 가기
        </Link>
      </section>
    </>
  );
}
