import { useMatches } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { routeFlags } from '../platform/route-flags.ts';
import styles from './app-shell.module.css';
import { BottomNavi } from './bottom-navi.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';

const APP_NAME = '제철장터';

/** The centred white column (max 480 px) with the bottom bar and scroll-to-top button per route flags. */
export function AppShell({ children }: { children: ReactNode }) {
  const noBottomNavi = useMatches({ select: (matches) => routeFlags(matches).noBottomNavi });
  const noTopScroll = useMatches({ select: (matches) => routeFlags(matches).noTopScroll });
  const title = useMatches({ select: (matches) => routeFlags(matches).title });

  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <div className={styles.column} data-bottom-navi={!noBottomNavi}>
      <main className={styles.main}>{children}</main>
      {!noBottomNavi && <BottomNavi />}
      {!noTopScroll && <ScrollTopButton aboveBottomNavi={!noBottomNavi} />}
    </div>
  );
}
