import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './placeholders.module.css';

/**
 * What a screen shows when the server says its region, store, category or event does not exist
 * (404 NO_DATA, see isNoData): said at once, with a way on instead of a retry, since asking again
 * cannot bring it back (app/query-client.ts does not retry a 4xx either).
 */
/** The look of the way on, for a screen that passes its own link. */
export const notFoundActionClass = styles.button;

export function NotFoundState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.state} aria-labelledby="not-found-state-title">
      <h2 id="not-found-state-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>종료되었거나 주소가 바뀌었을 수 있어요.</p>
      {children ?? (
        <Link to="/" className={styles.button}>
          홈으로 가기
        </Link>
      )}
    </section>
  );
}
