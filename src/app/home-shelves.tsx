import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { HomeShelfKey } from '#contract/home.ts';
import { homeShelfKeys, homeShelfNames } from '../api/contract.gen.ts';
import { BestShelf } from '../features/best/components/best-shelf.tsx';
import { CategoryShortcuts } from '../features/category/components/category-shortcuts.tsx';
import { DealsShelf } from '../features/deals/components/deals-shelf.tsx';
import { PeriodShelf } from '../features/exhibition/components/period-list.tsx';
import { useHomeShelves } from '../features/home/api/get-home-shelves.ts';
import { LocalShelf, ShopShelf } from '../features/local/components/store-shelves.tsx';
import { RecentShelf } from '../features/recent/components/recent-shelf.tsx';
import { SeasonShelf } from '../features/season/components/season-shelf.tsx';
import { whenIdle } from '../ui/near-viewport.ts';
import { NearViewport, ShelfSkeleton, type SkeletonKind } from '../ui/shelf.tsx';

/** Each shelf the SPA knows: its component and the shape of its skeleton. */
const SHELVES = {
  category: { kind: 'category', render: (title) => <CategoryShortcuts title={title} /> },
  deals: { kind: 'product', render: (title) => <DealsShelf title={title} /> },
  season: { kind: 'product', render: (title) => <SeasonShelf title={title} /> },
  best: { kind: 'product', render: (title) => <BestShelf title={title} /> },
  local: { kind: 'store', render: (title) => <LocalShelf title={title} /> },
  shop: { kind: 'shop', render: (title) => <ShopShelf title={title} /> },
  period: { kind: 'period', render: (title) => <PeriodShelf title={title} /> },
  recent: { kind: 'tile', render: (title) => <RecentShelf title={title} /> },
} satisfies Record<HomeShelfKey, { kind: SkeletonKind; render: (title: string) => ReactNode }>;

const isKnown = (key: string): key is HomeShelfKey => key in SHELVES;

/** The default order (the contract's), for when the order itself could not be read. */
const DEFAULT_ORDER = homeShelfKeys.map((key) => ({ key, title: homeShelfNames[key] }));

/**
 * The home's shelves under the banners, in the operator's order (GET /api/v1/display/home/shelves,
 * docs/home.md). A key this SPA does not know is skipped; each shelf mounts, and so asks for its data,
 * when it comes near the viewport, and hides itself when it is empty or its call failed. If the order
 * cannot be read, the contract's default order is shown: a failed call never empties the home.
 */
export default function HomeShelves() {
  const order = useHomeShelves();
  // Until the order is known, the default's first two shelves hold the place (the usual first screen).
  if (order.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="홈 불러오는 중">
        <ShelfSkeleton kind="category" label={homeShelfNames.category} waiting />
        <ShelfSkeleton kind="product" label={homeShelfNames.deals} waiting />
      </div>
    );
  }
  const shelves = (order.data?.shelves ?? DEFAULT_ORDER).filter((shelf) => isKnown(shelf.key));
  return <StaggeredShelves shelves={shelves} />;
}

/**
 * The shelves, mounted one more each time the browser is idle: each arrives in a render and a layout
 * of its own instead of one long task while the page is still loading (Lighthouse's TBT, docs/home.md).
 * Those not mounted yet hold their place with their skeleton.
 */
function StaggeredShelves({ shelves }: { shelves: { key: string; title: string }[] }) {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= shelves.length) return;
    return whenIdle(() => startTransition(() => setMounted((count) => count + 1)));
  }, [mounted, shelves.length]);
  return shelves.map(({ key, title }, index) => {
    const shelf = SHELVES[key as HomeShelfKey];
    if (index >= mounted) return <ShelfSkeleton key={key} kind={shelf.kind} label={title} waiting />;
    return (
      <NearViewport key={key} kind={shelf.kind} label={title}>
        {shelf.render(title)}
      </NearViewport>
    );
  });
}
