import type { ReactNode } from 'react';
import type { EventDetail, PeriodDetail } from '#contract/exhibition.ts';
import { formatCount, formatDateTime } from '../../../platform/format.ts';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import styles from './exhibition-views.module.css';

/** The event's picture is a home banner's art (750 x 420). */
const EVENT_IMAGE_RATIO = 750 / 420;

const statusName = { upcoming: '오픈 예정', live: '진행 중', ended: '종료' } as const;

function Schedule({ startsAt, endsAt, label }: { startsAt: string; endsAt: string; label: string }) {
  return (
    <dl className={styles.schedule}>
      <dt>{label}</dt>
      <dd>
        <time dateTime={startsAt}>{formatDateTime(startsAt)}</time> ~{' '}
        <time dateTime={endsAt}>{formatDateTime(endsAt)}</time>
      </dd>
    </dl>
  );
}

/** The head of a planned exhibition (기획전): banner, status, title, schedule, description. */
export function PeriodHead({ period }: { period: PeriodDetail }) {
  return (
    <section className={styles.head} aria-labelledby="period-title" data-status={period.status}>
      <div className={styles.banner}>
        <LazyImage src={period.imageUrl} alt="" ratio={16 / 9} priority />
        {period.status === 'ended' && <span className={styles.overlay}>종료된 기획전</span>}
      </div>
      <div className={styles.body}>
        <span className={styles.status} data-status={period.status}>
          {statusName[period.status]}
        </span>
        <h2 id="period-title" className={styles.title}>
          {period.title}
        </h2>
        {period.subtitle && <p className={styles.subtitle}>{period.subtitle}</p>}
        <Schedule startsAt={period.startsAt} endsAt={period.endsAt} label="기획전 기간" />
        {period.description && <p className={styles.description}>{period.description}</p>}
      </div>
    </section>
  );
}

/** An event's page body; `action` is the apply button (absent in the admin preview). */
export function EventBody({ event, action }: { event: EventDetail; action?: ReactNode }) {
  return (
    <section className={styles.head} aria-labelledby="event-title" data-status={event.status}>
      <div className={styles.banner}>
        {/* Without a banner of its own, the brand banner (public/hero.svg, the home's placeholder). */}
        <LazyImage src={event.imageUrl ?? '/hero.svg'} alt="" ratio={EVENT_IMAGE_RATIO} priority />
        {event.status === 'ended' && <span className={styles.overlay}>종료된 이벤트</span>}
      </div>
      <div className={styles.body}>
        <span className={styles.status} data-status={event.status}>
          {statusName[event.status]}
        </span>
        <h2 id="event-title" className={styles.title}>
          {event.title}
        </h2>
        <Schedule startsAt={event.startsAt} endsAt={event.endsAt} label="응모 기간" />
        <p className={styles.description}>{event.description}</p>
        {event.status !== 'upcoming' && (
          <p className={styles.applicants}>
            {event.applicantCount > 0
              ? `지금까지 ${formatCount(event.applicantCount)}명이 응모했어요`
              : event.status === 'live'
                ? '아직 응모한 분이 없어요. 첫 번째로 응모해 보세요'
                : '응모한 분이 없었어요'}
          </p>
        )}
        {action}
      </div>
    </section>
  );
}
