import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { partnerPointsFor, STAR_EXCHANGE } from '#contract/rules/star-rules.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { openErrorDialogIfUnexpected } from '../../../ui/overlays/error-dialog.ts';
import { alert, confirm, showToast, textToHtml } from '../../../ui/overlays/feedback.ts';
import { useLoadingHold } from '../../../ui/overlays/loading-hold.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import sections from '../../../ui/section.module.css';
import { useAutoExchange, useSetAutoExchange } from '../api/auto-exchange.ts';
import { exchangeApi } from '../api/exchange.ts';
import { usePointBalance } from '../api/point-balance.ts';
import { clampAmount, maxExchangeable, stepAmount } from '../exchange-amount.ts';
import { completePending, type ExchangePhase, isBusy, newRequestKey, runExchange } from '../exchange-flow.ts';
import { errorMessage, formatCount, formatSeoulDate } from '../text.ts';
import { StarIcon } from './star-widgets.tsx';
import styles from './stars.module.css';

const QUICK_STEPS = 10;
const perStar = String(STAR_EXCHANGE.partnerPointsPerStar);

/** What the exchange in progress (or just ended) is doing, read out as it changes. */
function ExchangeStatus({
  phase,
  onRetry,
  onRecheck,
}: {
  phase: ExchangePhase;
  onRetry: () => void;
  onRecheck: () => void;
}) {
  let body: ReactNode = null;
  switch (phase.name) {
    case 'idle':
      break;
    case 'requesting':
      body = (
        <div className={styles.flowStatus} data-tone="progress">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.statusTitle}>별 {formatCount(phase.stars)}개 전환을 요청하고 있어요</p>
        </div>
      );
      break;
    case 'pending':
      body = (
        <div className={styles.flowStatus} data-tone="progress">
          {!phase.problem && <span className={styles.spinner} aria-hidden="true" />}
          <p className={styles.statusTitle}>
            쇼핑몰 포인트 {formatCount(phase.exchange.partnerPoints)}점 지급 대기 중
          </p>
          {phase.problem ? (
            <>
              <p className={styles.statusText}>
                전환 결과를 확인하지 못했어요. 별 {formatCount(phase.exchange.stars)}개는 안전하게 보관
                중이에요.
              </p>
              <p className={styles.statusText}>{phase.problem}</p>
              <button type="button" className={styles.secondaryButton} onClick={onRecheck}>
                전환 결과 다시 확인
              </button>
            </>
          ) : (
            <p className={styles.statusText}>파트너사에서 확인하고 있어요. 잠시만 기다려 주세요.</p>
          )}
        </div>
      );
      break;
    case 'completed':
      body = (
        <div className={styles.flowStatus} data-tone="success">
          <p className={styles.statusTitle}>
            쇼핑몰 포인트 {formatCount(phase.exchange.partnerPoints)}점 전환 완료
          </p>
          <p className={styles.statusText}>
            별 {formatCount(phase.exchange.stars)}개를 쇼핑몰 포인트로 바꿨어요.
          </p>
          <Link to="/my-page/point" search={{ type: 'used' }} className={styles.statusLink}>
            별 사용 내역 보기
          </Link>
        </div>
      );
      break;
    case 'failed':
      body = (
        <div className={styles.flowStatus} data-tone="error">
          <p className={styles.statusTitle}>전환하지 못했어요</p>
          <p className={styles.statusText}>
            {phase.exchange.failureReason ??
              `별 ${formatCount(phase.exchange.stars)}개는 그대로 돌려드렸어요.`}
          </p>
        </div>
      );
      break;
    case 'error':
      body = (
        <div className={styles.flowStatus} data-tone="error">
          {phase.retry ? (
            <>
              {/* No answer (offline, a timeout, the server's failure): it may have happened. */}
              <p className={styles.statusTitle}>전환 결과를 확인하지 못했어요</p>
              <p className={styles.statusText}>{phase.message}</p>
              <p className={styles.statusText}>
                별은 그대로 안전해요. 다시 시도하면 같은 요청으로 이어서 확인해요.
              </p>
            </>
          ) : (
            <>
              <p className={styles.statusTitle}>전환하지 못했어요</p>
              <p className={styles.statusText}>{phase.message}</p>
            </>
          )}
          {phase.retry && (
            <button type="button" className={styles.secondaryButton} onClick={onRetry}>
              다시 시도
            </button>
          )}
        </div>
      );
      break;
  }
  return (
    <div role="status" aria-live="polite" className={styles.statusRegion}>
      {body}
    </div>
  );
}

function AutoExchangeSection() {
  const setting = useAutoExchange();
  const change = useSetAutoExchange();
  const enabled = setting.data?.enabled ?? false;

  const toggle = () => {
    const next = !enabled;
    change.mutate(next, {
      onSuccess: () => showToast(next ? '매월 자동 전환을 켰어요.' : '매월 자동 전환을 껐어요.'),
      onError: (error) => {
        if (!openErrorDialogIfUnexpected(error)) void alert({ html: textToHtml(errorMessage(error)) });
      },
    });
  };

  return (
    <section className={sections.section} aria-labelledby="auto-exchange-title">
      <div className={styles.sectionHead}>
        <h2 id="auto-exchange-title" className={sections.sectionTitle}>
          매월 자동 전환
        </h2>
        {setting.isPending ? (
          <Skeleton className={styles.switchSkeleton} />
        ) : (
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-labelledby="auto-exchange-title"
            className={styles.switch}
            disabled={setting.isError || change.isPending}
            onClick={toggle}
          >
            <span className={styles.switchThumb} />
          </button>
        )}
      </div>
      <p className={sections.muted}>
        매월 1일, 그때 전환할 수 있는 별을 {formatCount(STAR_EXCHANGE.unit)}개 단위로 모두 쇼핑몰 포인트로
        바꿔 드려요.
      </p>
      {setting.data?.enabled && setting.data.nextRunDate && (
        <p className={styles.nextRun}>다음 자동 전환일 {formatSeoulDate(setting.data.nextRunDate)}</p>
      )}
      {setting.isError && (
        <ErrorState
          message={errorMessage(setting.error)}
          onRetry={() => void setting.refetch()}
          retrying={setting.isFetching}
        />
      )}
    </section>
  );
}

/** Pick an amount, confirm, and follow the exchange to its end. */
function ExchangeForm({ balance }: { balance: number }) {
  const queryClient = useQueryClient();
  const [wish, setWish] = useState<number>(STAR_EXCHANGE.minimum);
  const [phase, setPhase] = useState<ExchangePhase>({ name: 'idle' });
  // A second tap lands before React re-renders the disabled button: the ref refuses it at once.
  const inFlight = useRef(false);
  // The global overlay while a call is out: the shopper waits and cannot tap twice (spec section 2).
  const hold = useLoadingHold();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const most = maxExchangeable(balance);
  const amount = clampAmount(wish, balance);
  const busy = isBusy(phase);
  const report = (next: ExchangePhase) => {
    if (mounted.current) setPhase(next);
  };

  const run = async (work: () => Promise<unknown>) => {
    inFlight.current = true;
    try {
      await hold(work());
    } finally {
      inFlight.current = false;
      // Balance, history, my page: whatever happened, the ledger has the truth.
      void queryClient.invalidateQueries({ queryKey: ['user', 'point'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'mypage'] });
    }
  };

  const onExchange = async () => {
    if (inFlight.current || amount === 0) return;
    inFlight.current = true;
    const stars = amount;
    const confirmed = await confirm({
      content: `별 ${formatCount(stars)}개를 쇼핑몰 포인트 ${formatCount(partnerPointsFor(stars))}점으로 전환할까요?\n전환한 별은 되돌릴 수 없어요.`,
      confirmLabel: '전환하기',
    });
    if (!confirmed) {
      inFlight.current = false;
      return;
    }
    await run(() => runExchange(exchangeApi, { stars, requestKey: newRequestKey() }, report));
  };

  const onRetry = () => {
    if (inFlight.current || phase.name !== 'error' || !phase.retry) return;
    const attempt = phase.retry;
    void run(() => runExchange(exchangeApi, attempt, report));
  };

  const onRecheck = () => {
    if (inFlight.current || phase.name !== 'pending') return;
    const exchange = phase.exchange;
    void run(() => completePending(exchangeApi, exchange, report));
  };

  const change = (next: number) => setWish(clampAmount(next, balance));
  const locked = busy || most === 0;

  return (
    <section className={sections.section} aria-labelledby="exchange-amount-title">
      <h2 id="exchange-amount-title" className={sections.sectionTitle}>
        전환할 별
      </h2>
      <p className={styles.holding}>
        <StarIcon size={16} className={styles.star} />
        보유 별 {formatCount(balance)}개 · 전환할 수 있는 별 {formatCount(most)}개
      </p>
      <fieldset className={styles.stepper}>
        <legend className="visually-hidden">전환할 별 개수</legend>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`${formatCount(STAR_EXCHANGE.unit)}개 줄이기`}
          disabled={locked || amount <= STAR_EXCHANGE.minimum}
          onClick={() => change(stepAmount(amount, -1, balance))}
        >
          −
        </button>
        <output className={styles.pickAmount} aria-live="polite">
          {formatCount(amount)}
          <span className={styles.pickUnit}>개</span>
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`${formatCount(STAR_EXCHANGE.unit)}개 늘리기`}
          disabled={locked || amount >= most}
          onClick={() => change(stepAmount(amount, 1, balance))}
        >
          +
        </button>
      </fieldset>
      <div className={styles.quick}>
        <button
          type="button"
          className={styles.quickButton}
          disabled={locked || amount <= STAR_EXCHANGE.minimum}
          onClick={() => change(STAR_EXCHANGE.minimum)}
        >
          최소
        </button>
        <button
          type="button"
          className={styles.quickButton}
          // The visible "+1,000" is a word of the name (label in name, KWCAG 2.2).
          aria-label={`${formatCount(STAR_EXCHANGE.unit * QUICK_STEPS)} 늘리기`}
          disabled={locked || amount >= most}
          onClick={() => change(stepAmount(amount, QUICK_STEPS, balance))}
        >
          +{formatCount(STAR_EXCHANGE.unit * QUICK_STEPS)}
        </button>
        <button
          type="button"
          className={styles.quickButton}
          disabled={locked || amount >= most}
          onClick={() => change(most)}
        >
          최대
        </button>
      </div>
      <div className={styles.receive}>
        <span>받는 쇼핑몰 포인트</span>
        <strong className={styles.receivePoints}>{formatCount(partnerPointsFor(amount))}점</strong>
      </div>
      <ul className={styles.terms}>
        <li>별 1개는 쇼핑몰 포인트 {perStar}점으로 전환돼요.</li>
        <li>
          최소 {formatCount(STAR_EXCHANGE.minimum)}개부터 {formatCount(STAR_EXCHANGE.unit)}개 단위로 전환할 수
          있어요.
        </li>
        <li>먼저 소멸되는 별부터 전환돼요.</li>
      </ul>
      {most === 0 && (
        <p className={styles.short} role="note">
          별 {formatCount(STAR_EXCHANGE.minimum)}개부터 전환할 수 있어요. 지금은 {formatCount(balance)}
          개가 있어요.
        </p>
      )}
      <button
        type="button"
        className={styles.primaryButton}
        disabled={locked}
        onClick={() => void onExchange()}
      >
        {busy ? '전환하는 중…' : most === 0 ? '전환할 별이 부족해요' : `별 ${formatCount(amount)}개 전환하기`}
      </button>
      <ExchangeStatus phase={phase} onRetry={onRetry} onRecheck={onRecheck} />
    </section>
  );
}

function ExchangeFormSkeleton() {
  return (
    <div className={sections.section} aria-busy="true">
      <p className="visually-hidden" role="status">
        전환 정보를 불러오는 중
      </p>
      <Skeleton style={{ width: 80, height: 24 }} />
      <Skeleton style={{ width: 220, height: 20 }} />
      <Skeleton style={{ height: 56 }} />
      <Skeleton style={{ height: 44 }} />
      <Skeleton style={{ height: 52 }} />
      <Skeleton style={{ height: 58 }} />
      <Skeleton style={{ height: 48 }} />
    </div>
  );
}

/** /my-page/point-exchange: the exchange form and the monthly switch. */
export function PointExchangeScreen() {
  const balance = usePointBalance();
  return (
    <>
      <AppHeader home />
      <div className={sections.screen}>
        <QueryView query={balance} skeleton={<ExchangeFormSkeleton />} framed>
          {(data) => <ExchangeForm balance={data.balance} />}
        </QueryView>
        <AutoExchangeSection />
      </div>
    </>
  );
}
