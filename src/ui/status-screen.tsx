import { Link } from '@tanstack/react-router';
import styles from './status-screen.module.css';

/** /404 (spec section 2): no bottom bar, no scroll-top. */
export function NotFoundScreen() {
  return (
    <section className={`${styles.screen} ${styles.full}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        페이지를 찾을 수 없어요
      </h1>
      <p className={styles.text}>주소가 바뀌었거나 더 이상 제공되지 않는 페이지예요.</p>
      <Link to="/" replace className={styles.primary}>
        홈으로 가기
      </Link>
    </section>
  );
}
