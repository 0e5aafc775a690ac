import type { ReactNode } from 'react';
import { formatDateTime } from '../../../platform/format.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import { useRecommendKeywords } from '../api/get-recommend-keywords.ts';
import { useSearchRank } from '../api/get-search-rank.ts';
import { recentKeywords, useRecentKeywords } from '../recent-keywords.ts';
import { KeywordChips } from './keyword-chips.tsx';
import styles from './search-home.module.css';

interface SearchHomeProps {
  onKeyword: (keyword: string) => void;
  /** The recently viewed products section (another feature's; the route puts it here). */
  recentProducts?: ReactNode;
}

/** The search main screen (/search/list): recent and suggested keywords, popular ones, recently viewed. */
export function SearchHome({ onKeyword, recentProducts }: SearchHomeProps) {
  return (
    <div className={styles.home}>
      <RecentKeywords onKeyword={onKeyword} />
      <RecommendKeywords onKeyword={onKeyword} />
      <PopularKeywords onKeyword={onKeyword} />
      {recentProducts}
    </div>
  );
}

function RecentKeywords({ onKeyword }: { onKeyword: (keyword: string) => void }) {
  const { keywords, autoSave } = useRecentKeywords();
  return (
    <section className={styles.section} aria-labelledby="recent-keywords-title">
      <div className={styles.heading}>
        <h2 id="recent-keywords-title" className={styles.title}>
          최근 검색어
        </h2>
        {keywords.length > 0 && (
          <button type="button" className={styles.textButton} onClick={() => recentKeywords.clear()}>
            전체 삭제
          </button>
        )}
      </div>
      {!autoSave ? (
        <p className={styles.note}>검색어 저장 기능이 꺼져 있어요.</p>
      ) : keywords.length === 0 ? (
        <p className={styles.note}>최근 검색어가 없어요.</p>
      ) : (
        <ul className={styles.recentList} aria-label="최근 검색어 목록">
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.recentChip}>
              <button type="button" className={styles.recentKeyword} onClick={() => onKeyword(keyword)}>
                {keyword}
              </button>
              <RemoveButton
                className={styles.remove}
                label={`${keyword} 삭제`}
                onClick={() => recentKeywords.remove(keyword)}
                box={12}
                strokeWidth={1.5}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.switchRow}>
        <span id="auto-save-label">검색어 자동 저장</span>
        <button
          type="button"
          role="switch"
          aria-checked={autoSave}
          aria-labelledby="auto-save-label"
          className={styles.switch}
          onClick={() => recentKeywords.setAutoSave(!autoSave)}
        >
          <span className={styles.knob} />
        </button>
      </div>
    </section>
  );
}

function RecommendKeywords({ onKeyword }: { onKeyword: (keyword: string) => void }) {
  const query = useRecommendKeywords();
  // Suggestions are a nicety: when they fail or are empty, the section quietly stays away.
  if (query.isError || (query.data && query.data.keywords.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="recommend-keywords-title">
      <div className={styles.heading}>
        <h2 id="recommend-keywords-title" className={styles.title}>
          추천 검색어
        </h2>
      </div>
      {query.data ? (
        <KeywordChips keywords={query.data.keywords.map((item) => item.keyword)} onPick={onKeyword} />
      ) : (
        <div className={styles.chipSkeletons} aria-hidden="true">
          {[48, 64, 56, 72].map((width) => (
            <Skeleton key={width} className={styles.chipSkeleton} style={{ width }} />
          ))}
        </div>
      )}
    </section>
  );
}

function RankChange({ change }: { change: number | null }) {
  if (change === null) return <span className={styles.new}>NEW</span>;
  if (change > 0)
    return (
      <span className={styles.up}>
        <span className="visually-hidden">상승</span>▲{change}
      </span>
    );
  if (change < 0)
    return (
      <span className={styles.down}>
        <span className="visually-hidden">하락</span>▼{-change}
      </span>
    );
  return (
    <span className={styles.same}>
      <span className="visually-hidden">변동 없음</span>-
    </span>
  );
}

function PopularKeywords({ onKeyword }: { onKeyword: (keyword: string) => void }) {
  const query = useSearchRank();
  return (
    <section className={styles.section} aria-labelledby="popular-keywords-title">
      <div className={styles.heading}>
        <h2 id="popular-keywords-title" className={styles.title}>
          인기 검색어
        </h2>
        {query.data && <span className={styles.caption}>{formatDateTime(query.data.basedAt)} 기준</span>}
      </div>
      {query.isPending ? (
        <ol className={styles.rank} aria-busy="true" aria-label="인기 검색어 불러오는 중">
          {Array.from({ length: 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.rankItem}>
              <Skeleton className={styles.rankSkeleton} />
            </li>
          ))}
        </ol>
      ) : query.isError ? (
        <ErrorState
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.keywords.length === 0 ? (
        <p className={styles.note}>아직 집계된 인기 검색어가 없어요.</p>
      ) : (
        <ol className={styles.rank}>
          {query.data.keywords.map((item) => (
            <li key={item.keyword} className={styles.rankItem}>
              <button type="button" className={styles.rankButton} onClick={() => onKeyword(item.keyword)}>
                <span className={styles.rankNo} data-top={item.rank <= 3}>
                  {item.rank}
                </span>
                <span className={styles.rankKeyword}>{item.keyword}</span>
                <RankChange change={item.rankChange} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
