import { Link } from '@tanstack/react-router';
import { LEVEL_WINDOW_MONTHS, LEVELS, type LevelProgress } from '#contract/rules/star-rules.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { LevelTableHead } from '../../../ui/level-table-head.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import sections from '../../../ui/section.module.css';
import { useLevel } from '../api/level.ts';
import { formatCount } from '../text.ts';
import { LevelBadge, LevelProgressBar } from './star-widgets.tsx';
import styles from './stars.module.css';

/** The level table of the contract (LEVELS), with the member's row marked when known. */
function LevelTable({ currentLevel }: { currentLevel?: number }) {
  return (
    <section className={sections.section} aria-labelledby="level-table-title">
      <h2 id="level-table-title" className={sections.sectionTitle}>
        등급 기준
      </h2>
      <p className={sections.muted}>
        최근 {LEVEL_WINDOW_MONTHS}개월 동안 적립한 별로 등급이 정해져요. 별을 사용하거나 전환해도 등급은
        내려가지 않아요.
      </p>
      <table className={styles.table}>
        <LevelTableHead />
        <tbody>
          {LEVELS.map((level, index) => {
            const next = LEVELS[index + 1];
            const current = level.level === currentLevel;
            return (
              <tr key={level.level} data-current={current} aria-current={current ? 'true' : undefined}>
                <th scope="row">
                  <span className={styles.levelNumber}>Lv.{level.level}</span> {level.name}
                  {current && <span className={styles.mine}>내 등급</span>}
                </th>
                <td>
                  {next
                    ? `${formatCount(level.minEarned)}개 ~ ${formatCount(next.minEarned - 1)}개`
                    : `${formatCount(level.minEarned)}개 이상`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function MyLevelBody({ data }: { data: LevelProgress }) {
  return (
    <div className={sections.screen}>
      <section className={sections.section} aria-labelledby="my-level-title">
        <h2 id="my-level-title" className="visually-hidden">
          나의 등급
        </h2>
        <div className={styles.current}>
          <LevelBadge level={data.current} size="large" />
          <p className={styles.earned}>
            최근 {LEVEL_WINDOW_MONTHS}개월 적립 별 <strong>{formatCount(data.earnedLast12Months)}개</strong>
          </p>
        </div>
        <LevelProgressBar progress={data} />
        <Link to="/my-page/point-guide" className={styles.textLink}>
          별은 어떻게 모으나요?
        </Link>
      </section>
      <LevelTable currentLevel={data.current.level} />
    </div>
  );
}

function MyLevelSkeleton() {
  return (
    <div className={sections.screen} aria-busy="true">
      <p className="visually-hidden" role="status">
        등급을 불러오는 중
      </p>
      <div className={sections.section}>
        <div className={styles.current}>
          <Skeleton style={{ width: 112, height: 32, borderRadius: 16 }} />
          <Skeleton style={{ width: 200, height: 24 }} />
        </div>
        <div className={styles.progress}>
          <Skeleton style={{ height: 8 }} />
          <Skeleton style={{ width: 180, height: 20 }} />
        </div>
        <Skeleton style={{ width: 140, height: 20 }} />
      </div>
      {/* The table comes from the contract, so it shows at once. */}
      <LevelTable />
    </div>
  );
}

/** /my-page/my-level: where the member stands and the table of every level. */
export function MyLevelScreen() {
  const query = useLevel();
  return (
    <>
      <AppHeader home />
      <QueryView query={query} skeleton={<MyLevelSkeleton />}>
        {(data) => <MyLevelBody data={data} />}
      </QueryView>
    </>
  );
}
