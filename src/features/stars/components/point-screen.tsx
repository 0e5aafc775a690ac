import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Exchange, PointBalance, PointHistoryItem } from '#contract/point.ts';
import { POINT_HISTORY_TYPES, type PointHistoryType } from '#contract/rules/star-rules.ts';
import { formatDateTime } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import chips from '../../../ui/chips.module.css';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { QueryError, QueryLoadMore, QueryView } from '../../../ui/query-view.tsx';
import sections from '../../../ui/section.module.css';
import { exchangeApi } from '../api/exchange.ts';
import { usePointBalance } from '../api/point-balance.ts';
import { usePointHistory } from '../api/point-history.ts';
import { completePending, type ExchangePhase } from '../exchange-flow.ts';
import { formatCount, formatSeoulDate, formatSigned } from '../text.ts';
import { StarBalance, StarBalanceSkeleton } from './star-widgets.tsx';
import styles from './stars.module.css';

/** What each of the contract's history filters is called, and shows when it has nothing. */
const HISTORY_LABELS: Record<PointHistoryType, { label: string; empty: string }> = {
  all: { label: '전체', empty: '아직 별 내역이 없어요' },
  earned: { label: '적립', empty: '적립된 별이 없어요' },
  used: { label: '사용', empty: '사용하거나 전환한 별이 없어요' },
  expired: { label: '소멸', empty: '소멸된 별이 없어요' },
};

/** The history's filters in the contract's order (POINT_HISTORY_TYPES). */
export const HISTORY_FILTERS: readonly { type: PointHistoryType; label: string; empty: string }[] =
  POINT_HISTORY_TYPES.map((type) => ({ type, ...HISTORY_LABELS[type] }));

const EXCHANGE_STATUS = {
  pending: '전환 대기',
  completed: '전환 완료',
  failed: '전환 취소',
} as const;

function BalanceSkeleton() {
  return (
    <div className={sections.section} aria-busy="true">
      <p className="visually-hidden" role="status">
        별 잔액을 불러오는 중
      </p>
      <StarBalanceSkeleton titleWidth={110} />
    </div>
  );
}

function Balance({ data }: { data: PointBalance }) {
  return (
    <StarBalance
      titleId="point-balance-title"
      title="사용할 수 있는 별"
      balance={data.balance}
      note={
        data.reserved > 0 && (
          <p className={sections.muted}>전환 대기 중인 별 {formatCount(data.reserved)}개는 빠져 있어요.</p>
        )
      }
      expiring={data.expiringSoon}
    />
  );
}

function BalanceSection() {
  const query = usePointBalance();
  return (
    <QueryView query={query} skeleton={<BalanceSkeleton />} framed>
      {(data) => <Balance data={data} />}
    </QueryView>
  );
}

type CheckState = { name: 'idle' } | { name: 'checking' } | { name: 'checked'; phase: ExchangePhase };

function checkResult(phase: ExchangePhase): { tone: 'success' | 'error' | 'progress'; text: string } {
  switch (phase.name) {
    case 'completed':
      return {
        tone: 'success',
        text: `전환 완료: 쇼핑몰 포인트 ${formatCount(phase.exchange.partnerPoints)}점이 지급되었어요.`,
      };
    case 'failed':
      return {
        tone: 'error',
        text: `전환 실패: ${phase.exchange.failureReason ?? `별 ${formatCount(phase.exchange.stars)}개는 돌려드렸어요.`}`,
      };
    default:
      return {
        tone: 'progress',
        text: `아직 처리 중이에요. 잠시 후 다시 확인해 주세요.${phase.name === 'pending' && phase.problem ? ` (${phase.problem})` : ''}`,
      };
  }
}

/**
 * An exchange still pending when the shopper left the exchange screen: "상태 확인" asks the server to
 * settle it (POST /exchange/complete, the exchange flow's own completePending), then says 완료 or 실패
 * and refreshes the balance and the history. One check at a time: the button is disabled while one is
 * in flight and a second tap in the same frame is refused. The result stays on the row after the
 * history has reloaded with the new status.
 */
function PendingExchangeCheck({ exchange }: { exchange: Exchange }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CheckState>({ name: 'idle' });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const still = state.name === 'checked' && state.phase.name === 'pending';
  if (exchange.status !== 'pending' && state.name === 'idle') return null;

  const check = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ name: 'checking' });
    try {
      const phase = await completePending(exchangeApi, exchange, () => {});
      if (mounted.current) setState({ name: 'checked', phase });
    } finally {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: ['user', 'point'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'mypage'] });
    }
  };

  const result = state.name === 'checked' ? checkResult(state.phase) : null;
  const canCheck = exchange.status === 'pending' && (state.name !== 'checked' || still);
  return (
    <div className={styles.rowMeta}>
      {canCheck && (
        <button
          type="button"
          className={styles.quickButton}
          style={{ padding: '0 12px', marginTop: 4 }}
          disabled={state.name === 'checking'}
          onClick={() => void check()}
        >
          {state.name === 'checking' ? '확인하는 중…' : '상태 확인'}
        </button>
      )}
      <p role="status" data-tone={result?.tone}>
        {result?.text}
      </p>
    </div>
  );
}

function HistoryRow({ item }: { item: PointHistoryItem }) {
  const exchange = item.exchange;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{item.title}</p>
        <p className={styles.rowMeta}>
          <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time>
          {item.usableUntil && item.amount > 0 && (
            <span> · {formatSeoulDate(item.usableUntil)}까지 사용 가능</span>
          )}
        </p>
        {exchange && (
          <p className={styles.exchange}>
            <span className={styles.status} data-status={exchange.status}>
              {EXCHANGE_STATUS[exchange.status]}
            </span>
            쇼핑몰 포인트 {formatCount(exchange.partnerPoints)}점
          </p>
        )}
        {exchange && item.kind === 'exchange' && <PendingExchangeCheck exchange={exchange} />}
      </div>
      <p className={styles.amount} data-sign={item.amount > 0 ? 'plus' : 'minus'}>
        <span className="visually-hidden">{item.amount > 0 ? '적립' : '차감'} </span>
        {formatSigned(item.amount)}
        <span className={styles.amountUnit}>개</span>
      </p>
    </li>
  );
}

function HistoryRowsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
        <li key={index} className={styles.row}>
          <div className={styles.rowMain}>
            <Skeleton style={{ width: '60%', height: 20 }} />
            <Skeleton style={{ width: '45%', height: 16 }} />
          </div>
          <Skeleton style={{ width: 56, height: 22 }} />
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ type }: { type: PointHistoryType }) {
  const query = usePointHistory(type);
  const filter = HISTORY_FILTERS.find((candidate) => candidate.type === type) ?? HISTORY_FILTERS[0]!;
  if (query.isPending) return <HistoryRowsSkeleton />;
  if (query.isError && !query.data) return <QueryError query={query} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState title={filter.empty}>
        <Link to="/my-page/point-guide" className={styles.emptyLink}>
          별 모으는 방법 보기
        </Link>
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.list} aria-label={`${filter.label} 내역`}>
        {items.map((item) => (
          <HistoryRow key={item.entryId} item={item} />
        ))}
      </ul>
      <QueryLoadMore query={query} label="내역 더보기" />
    </>
  );
}

function HistoryFilters({
  selected,
  onSelect,
}: {
  selected: PointHistoryType;
  onSelect?: (type: PointHistoryType) => void;
}) {
  return (
    <fieldset className={`${chips.row} ${styles.filters}`}>
      <legend className="visually-hidden">내역 종류</legend>
      {HISTORY_FILTERS.map((filter) => (
        <button
          key={filter.type}
          type="button"
          className={chips.chipBox}
          aria-pressed={filter.type === selected}
          onClick={() => onSelect?.(filter.type)}
        >
          <span className={chips.chip}>{filter.label}</span>
        </button>
      ))}
    </fieldset>
  );
}

interface PointScreenProps {
  type: PointHistoryType;
  onTypeChange: (type: PointHistoryType) => void;
}

/** /my-page/point: the balance, what expires soon, and the history by filter (kept in the URL). */
export function PointScreen({ type, onTypeChange }: PointScreenProps) {
  return (
    <>
      <AppHeader home />
      <div className={sections.screen}>
        <BalanceSection />
        <section className={styles.history} aria-labelledby="point-history-title">
          <h2 id="point-history-title" className={`${sections.sectionTitle} ${styles.historyTitle}`}>
            별 내역
          </h2>
          <HistoryFilters selected={type} onSelect={onTypeChange} />
          <HistoryList type={type} />
        </section>
      </div>
    </>
  );
}
