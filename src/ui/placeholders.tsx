import type { CSSProperties, ReactNode } from 'react';
import styles from './placeholders.module.css';

/** A grey block of the exact size of what is loading, so nothing moves when it arrives. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div className={`${styles.skeleton} ${className ?? ''}`} style={style} aria-hidden="true" />;
}

export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>정보를 불러오지 못했어요</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry} disabled={retrying}>
          {retrying ? '불러오는 중…' : '다시 시도'}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.message}>{children}</div>}
    </div>
  );
}
