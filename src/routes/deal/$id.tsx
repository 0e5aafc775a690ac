import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNoData } from '../../api/error-codes.ts';
import { digitIdParams } from '../../app/route-params.ts';
import { useMemberGate } from '../../app/use-member-gate.ts';
import { dealDetailQueryOptions } from '../../features/deals/api/get-deal-detail.ts';
import { DealDetailScreen } from '../../features/deals/components/deal-detail-screen.tsx';
import { DealDetailSkeleton, DealNotFound } from '../../features/deals/components/deal-detail-states.tsx';
import { AlertButton } from '../../features/product-alerts/components/alert-button.tsx';
import { addRecentProduct, recentFromSummary } from '../../platform/recent-store.ts';

export const Route = createFileRoute('/deal/$id')({
  staticData: { title: '딜 상세' },
  params: digitIdParams,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    try {
      await queryClient.ensureQueryData(dealDetailQueryOptions(id));
    } catch (error) {
      // An unknown deal is a state of this page, not a crash: the route shows its not-found screen.
      if (isNoData(error)) throw notFound();
      throw error;
    }
  },
  // The loader and the pending/not-found screens load on demand too: none of it is needed for the
  // home screen, which pays for everything in the main bundle.
  codeSplitGroupings: [['loader'], ['component'], ['pendingComponent', 'notFoundComponent']],
  pendingMs: 300,
  pendingComponent: DealDetailSkeleton,
  notFoundComponent: DealNotFound,
  component: DealDetail,
});

function DealDetail() {
  const { id } = Route.useParams();
  const gate = useMemberGate();
  return (
    <DealDetailScreen
      dealId={id}
      onOpenProduct={(product) => addRecentProduct(recentFromSummary(product))}
      // 재입고 알림 on sold-out products, 오픈 알림 while the deal has not started (docs/product-alerts.md).
      renderProductAction={(product) =>
        product.soldOut ? (
          <AlertButton
            target={{ kind: 'restock', productNo: product.productNo }}
            name={product.name}
            gate={gate}
          />
        ) : null
      }
      renderDealAction={(deal, phase) =>
        phase === 'upcoming' ? (
          <AlertButton target={{ kind: 'opening', dealId: deal.dealId }} name={deal.title} gate={gate} wide />
        ) : null
      }
    />
  );
}
