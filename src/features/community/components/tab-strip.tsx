import { Link, type LinkProps, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { afterNextPaint, isPlainClick } from '../../../ui/smart-link.tsx';
import styles from './community.module.css';

export interface TabItem<T extends string> {
  tab: T;
  label: string;
  to: LinkProps['to'];
}

/**
 * The community's tab strip (main tabs, my activity): links that replace the entry, the current one
 * marked. A tapped tab is marked at once and the next tab's screen renders after that paint: mounting
 * it inside the tap held the tap's feedback for as long as the whole screen took (docs/performance.md,
 * "Interactions").
 */
export function TabStrip<T extends string>({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  current: T;
}) {
  const router = useRouter();
  // The tab on its way, for the screen it was tapped on: a screen that stays mounted across tabs
  // shows its own tab again once the route has changed. Only the look moves at once: aria-current
  // stays with the page that is shown (the router's Link sets it on the active link regardless).
  const [pending, setPending] = useState<{ tab: T; from: T }>();
  const marked = pending?.from === current ? pending.tab : current;
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((item) => (
        <Link
          key={item.tab}
          to={item.to}
          replace
          className={styles.tab}
          aria-current={item.tab === current ? 'page' : undefined}
          data-marked={item.tab === marked ? '' : undefined}
          onClick={(event) => {
            if (item.tab === current || !isPlainClick(event)) return;
            event.preventDefault();
            setPending({ tab: item.tab, from: current });
            afterNextPaint(() => void router.navigate({ to: item.to, replace: true }));
          }}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
