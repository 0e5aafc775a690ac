import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkProductAlerts,
  getProductAlerts,
  setOpeningAlert,
  setRestockAlert,
} from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** What an alert is about: a sold-out product (재입고) or an upcoming deal (오픈). */
export type AlertTarget = { kind: 'restock'; productNo: number } | { kind: 'opening'; dealId: number };

const idOf = (target: AlertTarget) => (target.kind === 'restock' ? target.productNo : target.dealId);

interface Waiter {
  target: AlertTarget;
  resolve: (asked: boolean) => void;
  reject: (error: unknown) => void;
}

let pending: Waiter[] = [];
let scheduled = false;

/** The asks of one render (a deal's sold-out products and the deal) go out as one check call. */
function isAsked(target: AlertTarget): Promise<boolean> {
  return new Promise((resolve, reject) => {
    pending.push({ target, resolve, reject });
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 0);
  });
}

const CHECK_MAX = 100;

function flush() {
  const waiters = pending;
  pending = [];
  scheduled = false;
  for (let start = 0; start < waiters.length; start += CHECK_MAX) {
    const batch = waiters.slice(start, start + CHECK_MAX);
    const ids = (kind: AlertTarget['kind']) =>
      [...new Set(batch.filter((w) => w.target.kind === kind).map((w) => idOf(w.target)))].join(',');
    const productNos = ids('restock');
    const dealIds = ids('opening');
    call(checkProductAlerts, {
      query: { ...(productNos ? { productNos } : {}), ...(dealIds ? { dealIds } : {}) },
    }).then(
      (answer) => {
        const products = new Set(answer.productNos);
        const deals = new Set(answer.dealIds);
        for (const waiter of batch) {
          const id = idOf(waiter.target);
          waiter.resolve(waiter.target.kind === 'restock' ? products.has(id) : deals.has(id));
        }
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
  }
}

export const alertAskedQueryOptions = (target: AlertTarget) =>
  queryOptions({
    queryKey:
      target.kind === 'restock'
        ? (['user', 'alerts', 'restock', target.productNo] as const)
        : (['user', 'alerts', 'opening', target.dealId] as const),
    queryFn: () => isAsked(target),
    retry: false,
    staleTime: 0,
  });

/** `enabled` false for a guest: nothing is asked, and no call is made that can only answer 401. */
export function useAlertAsked(target: AlertTarget, enabled: boolean) {
  return useQuery({ ...alertAskedQueryOptions(target), enabled });
}

export function useToggleAlert(target: AlertTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: boolean) => {
      const answer =
        target.kind === 'restock'
          ? await call(setRestockAlert, { body: { productNo: target.productNo, subscribe } })
          : await call(setOpeningAlert, { body: { dealId: target.dealId, subscribe } });
      return answer.subscribed;
    },
    onSuccess: async (subscribed) => {
      const { queryKey } = alertAskedQueryOptions(target);
      // A check still out read the flag before this change: its answer would undo it.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, subscribed);
      void queryClient.invalidateQueries({ queryKey: productAlertsQueryOptions().queryKey });
    },
  });
}

/** The member's live requests; asked afresh on each visit (a request made anywhere shows at once). */
export const productAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'alerts', 'list'] as const,
    queryFn: ({ signal }) => call(getProductAlerts, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useProductAlerts() {
  return useQuery(productAlertsQueryOptions());
}
