import { AppHeader } from '../../../ui/app-header.tsx';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { messageOf } from '../action-error.ts';
import styles from './account.module.css';

/** The update forms' shape (current value, field, button) while my info loads. */
export function FormSkeleton() {
  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`} aria-busy="true">
        <p className="visually-hidden" role="status">
          불러오는 중
        </p>
        <div className={sections.section}>
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

/** A screen whose data could not load: the header (back works) and the error with a retry. */
export function ScreenError({
  error,
  retrying,
  onRetry,
  home = false,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  home?: boolean;
}) {
  return (
    <>
      <AppHeader home={home} />
      <ErrorState message={messageOf(error)} onRetry={onRetry} retrying={retrying} />
    </>
  );
}
