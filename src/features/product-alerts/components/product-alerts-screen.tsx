import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductAlert } from '#contract/product-alerts.ts';
import { setOpeningAlert, setRestockAlert } from '../../../api/contract.gen.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { call } from '../../../api/http.ts';
import { formatDate } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { QueryError } from '../../../ui/query-view.tsx';
import { SmartLink } from '../../../ui/smart-link.tsx';
import {
  alertAskedQueryOptions,
  productAlertsQueryOptions,
  useProductAlerts,
} from '../api/product-alerts.ts';
import styles from './product-alerts.module.css';

const KIND_LABELS: Record<ProductAlert['kind'], string> = {
  restock: '재입고 알림',
  opening: '오픈 알림',
};

function AlertRow({ alert }: { alert: ProductAlert }) {
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    try {
      if (alert.kind === 'restock') {
        await call(setRestockAlert, { body: { productNo: alert.targetId, subscribe: false } });
        client.setQueryData(
          alertAskedQueryOptions({ kind: 'restock', productNo: alert.targetId }).queryKey,
          false,
        );
      } else {
        await call(setOpeningAlert, { body: { dealId: alert.targetId, subscribe: false } });
        client.setQueryData(
          alertAskedQueryOptions({ kind: 'opening', dealId: alert.targetId }).queryKey,
          false,
        );
      }
      showToast(`${KIND_LABELS[alert.kind]}을 취소했어요.`);
      await client.invalidateQueries({ queryKey: productAlertsQueryOptions().queryKey });
    } catch (error) {
      showToast(errorMessage(error));
      setCancelling(false);
    }
  };
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <span className={styles.kind}>{KIND_LABELS[alert.kind]}</span>
        <SmartLink href={alert.link} className={styles.title}>
          {alert.title}
        </SmartLink>
        <span className={styles.until}>
          <time dateTime={alert.expiresAt}>{formatDate(alert.expiresAt)}</time>까지 기다려요
        </span>
      </div>
      <button
        type="button"
        className={styles.cancel}
        aria-label={`알림 취소: ${alert.title}`}
        disabled={cancelling}
        onClick={() => void cancel()}
      >
        알림 취소
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        신청한 알림을 불러오는 중
      </p>
      <ul className={styles.list}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.item}>
            <div className={styles.text}>
              <Skeleton style={{ width: 70, height: 16 }} />
              <Skeleton style={{ width: '80%', height: 22 }} />
              <Skeleton style={{ width: 120, height: 16 }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /my-page/alerts: the member's 재입고·오픈 requests still waiting, latest first, each opening its
 * product or deal and with 알림 취소. A request lasts 30 days (the date it waits until).
 */
export function ProductAlertsScreen() {
  const query = useProductAlerts();
  return (
    <>
      <AppHeader />
      <div>
        <h2 className="visually-hidden">신청한 알림 목록</h2>
        <p className={styles.intro}>
          품절 상품의 재입고와 딜 오픈을 알려 드려요. 신청한 날부터 30일 동안, 최대 {query.data?.limit ?? 50}
          개까지 기다릴 수 있어요.
        </p>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <QueryError query={query} />
        ) : query.data.alerts.length === 0 ? (
          <EmptyState title="신청한 알림이 없어요">
            품절 상품의 ‘재입고 알림 받기’나 오픈 예정 딜의 ‘오픈 알림 받기’를 눌러 보세요.
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {query.data.alerts.map((alert) => (
              <AlertRow key={`${alert.kind}-${alert.targetId}`} alert={alert} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
