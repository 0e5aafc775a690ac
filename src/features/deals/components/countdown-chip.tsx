import { formatCountdown } from '../../../platform/format.ts';
import { useDealClock } from '../hooks/use-deal-clock.ts';
import styles from './countdown-chip.module.css';

/** `남은 시간 05:12:09`, `D-2` from 24 hours on, `오픈까지 …` before the start, `종료된 딜` at the end. */
interface CountdownChipProps {
  startsAt: string;
  endsAt: string;
  /** Server clock minus phone clock (see clockOffsetMs). */
  offsetMs: number;
  className?: string;
}

/** Ticks every second on the shared clock; only this chip re-renders, not the card around it. */
export function CountdownChip({ startsAt, endsAt, offsetMs, className }: CountdownChipProps) {
  const clock = useDealClock(startsAt, endsAt, offsetMs);
  const time = formatCountdown(clock.remainingMs);
  const daysLeft = time.startsWith('D-');
  return (
    <p className={`${styles.chip} ${className ?? ''}`} data-phase={clock.phase}>
      {clock.phase === 'ended' ? (
        '종료된 딜'
      ) : (
        <>
          {!daysLeft && (
            <span className={styles.label}>{clock.phase === 'upcoming' ? '오픈까지' : '남은 시간'}</span>
          )}
          {daysLeft && clock.phase === 'upcoming' && <span className={styles.label}>오픈</span>}
          <time className={styles.time}>{time}</time>
        </>
      )}
    </p>
  );
}
