import { Link, type LinkProps } from '@tanstack/react-router';
import styles from './community.module.css';

export interface TabItem<T extends string> {
  tab: T;
  label: string;
  to: LinkProps['to'];
}

/** The community's tab strip (main tabs, my activity): links that replace the entry, the current one marked. */
export function TabStrip<T extends string>({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  current: T;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((item) => (
        <Link
          key={item.tab}
          to={item.to}
          replace
          className={styles.tab}
          aria-current={item.tab === current ? 'page' : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
