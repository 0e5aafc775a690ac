import { Link } from '@tanstack/react-router';
import type { PointGuide } from '#contract/point.ts';
import { EXPIRING_SOON_DAYS } from '#contract/rules/star-rules.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import sections from '../../../ui/section.module.css';
import { SmartLink } from '../../../ui/smart-link.tsx';
import { usePointGuide } from '../api/point-guide.ts';
import { formatCount } from '../text.ts';
import { StarIcon } from './star-widgets.tsx';
import styles from './stars.module.css';

/**
 * /my-page/point-guide: how stars are earned, used and exchanged, when they expire and what the
 * levels are. The text is the server's (GET /api/v2/user/point/guide, written from contract/point.ts's
 * constants), so the guide and the ledger cannot disagree.
 */
function PointGuideBody({ data }: { data: PointGuide }) {
  return (
    <div className={sections.screen}>
      <section className={sections.section} aria-labelledby="guide-earn">
        <h2 id="guide-earn" className={sections.sectionTitle}>
          별 모으기
        </h2>
        <ul className={styles.cards}>
          {data.earn.map((way) => (
            <li key={way.title} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{way.title}</h3>
                {way.stars !== null && (
                  <span className={styles.stars}>
                    <StarIcon size={14} />별 {formatCount(way.stars)}개
                  </span>
                )}
              </div>
              <p className={sections.muted}>{way.description}</p>
              {way.link !== undefined && (
                <SmartLink href={way.link.path} className={`${styles.secondaryButton} ${styles.cardAction}`}>
                  {way.link.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={sections.section} aria-labelledby="guide-exchange">
        <h2 id="guide-exchange" className={sections.sectionTitle}>
          사용과 전환
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>전환 비율</dt>
            <dd>별 1개 = 쇼핑몰 포인트 {String(data.exchange.partnerPointsPerStar)}점</dd>
          </div>
          <div>
            <dt>최소 전환</dt>
            <dd>별 {formatCount(data.exchange.minimum)}개</dd>
          </div>
          <div>
            <dt>전환 단위</dt>
            <dd>{formatCount(data.exchange.unit)}개 단위</dd>
          </div>
        </dl>
        <p className={styles.body}>{data.exchange.description}</p>
        <Link to="/my-page/point-exchange" className={styles.secondaryButton}>
          쇼핑몰 포인트로 전환하기
        </Link>
      </section>

      <section className={sections.section} aria-labelledby="guide-expiry">
        <h2 id="guide-expiry" className={sections.sectionTitle}>
          소멸
        </h2>
        <p className={styles.body}>{data.expiry.description}</p>
        <p className={styles.example}>예) {data.expiry.example}</p>
        <p className={sections.muted}>
          {EXPIRING_SOON_DAYS}일 안에 소멸될 별은 마이페이지와 별 내역에서 미리 알려 드려요.
        </p>
      </section>

      <section className={sections.section} aria-labelledby="guide-levels">
        <h2 id="guide-levels" className={sections.sectionTitle}>
          등급
        </h2>
        <p className={styles.body}>{data.levels.description}</p>
        <ol className={styles.levels}>
          {data.levels.table.map((level) => (
            <li key={level.level}>
              <span className={styles.levelName}>
                Lv.{level.level} {level.name}
              </span>
              <span className={styles.levelMin}>별 {formatCount(level.minEarned)}개부터</span>
            </li>
          ))}
        </ol>
        <Link to="/my-page/my-level" className={styles.textLink}>
          나의 등급 보기
        </Link>
      </section>

      {data.notices.length > 0 && (
        <section className={sections.section} aria-labelledby="guide-notices">
          <h2 id="guide-notices" className={sections.sectionTitle}>
            유의사항
          </h2>
          <ul className={styles.notices}>
            {data.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function PointGuideSkeleton() {
  return (
    <div className={sections.screen} aria-busy="true">
      <p className="visually-hidden" role="status">
        별 이용 안내를 불러오는 중
      </p>
      {[4, 3, 2].map((lines) => (
        <div key={lines} className={sections.section}>
          <Skeleton style={{ width: 90, height: 22 }} />
          {Array.from({ length: lines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} style={{ height: 64 }} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function PointGuideScreen() {
  const query = usePointGuide();
  return (
    <>
      <AppHeader home />
      <QueryView query={query} skeleton={<PointGuideSkeleton />}>
        {(data) => <PointGuideBody data={data} />}
      </QueryView>
    </>
  );
}
