import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/feedback.tsx';
import styles from './account.module.css';

/** The update forms' shape (current value, field, button) while the profile loads. */
export function FormSkeleton() {
  return (
    <>
      <AppHeader />
      <div className={styles.screen} aria-busy="true">
        <p className="visually-hidden" role="status">
          불러오는 중
        </p>
        <div className={styles.section}>
          <Skeleton style={{ height: 44 }} />
          <div className={styles.field}>
            <Skeleton style={{ width: 96, height: 18 }} />
            <Skeleton style={{ height: 48 }} />
            <Skeleton style={{ width: 220, height: 16, marginTop: 2 }} />
          </div>
          <Skeleton style={{ height: 52 }} />
        </div>
      </div>
    </>
  );
}
