import type { ReactNode } from 'react';
import type { MyInfo } from '#contract/my-page.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import sections from '../../../ui/section.module.css';
import { useMyInfo } from '../api/my-info.ts';
import styles from './account.module.css';
import { FormSkeleton, ScreenError } from './screen-states.tsx';

/** A my-info update screen: the form's skeleton while my info loads, its error with a retry, then `form`. */
export function MyInfoFormScreen({ form }: { form: (info: MyInfo) => ReactNode }) {
  const query = useMyInfo();
  if (query.isPending) return <FormSkeleton />;
  if (query.isError)
    return (
      <ScreenError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  return form(query.data);
}

/** A my-info update form's frame: the header, the value as it is now (`label`, `current`), then `children`. */
export function MyInfoFormFrame({
  label,
  current,
  children,
}: {
  label: string;
  current: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section}>
          <div className={styles.current}>
            <span>{label}</span>
            <strong>{current}</strong>
          </div>
          {children}
        </section>
      </div>
    </>
  );
}
