import type { ReactNode } from 'react';
import type { PreviewKind, PreviewResponse } from '#contract/preview.ts';
import { isNoData } from '../../../api/error-codes.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { formatDateTime } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { PriceBlock } from '../../../ui/price-block.tsx';
import { StaticProductGrid } from '../../../ui/product-grid.tsx';
import { usePreview } from '../api/get-preview.ts';
import styles from './preview-screen.module.css';

/** The refused preview (no token, a forged, expired or foreign one): the server's 403 `권한이 없습니다.` */
export function PreviewForbidden() {
  return (
    <section className={styles.forbidden} aria-labelledby="preview-forbidden-title">
      <h2 id="preview-forbidden-title" className={styles.forbiddenTitle}>
        권한이 없습니다
      </h2>
      <p className={styles.forbiddenText}>
        미리보기 링크가 올바르지 않거나 만료되었어요. 관리자에게 새 링크를 받아 주세요.
      </p>
    </section>
  );
}

function PreviewBanner({ data }: { data: PreviewResponse }) {
  return (
    <p className={styles.banner} role="note">
      <strong>미리보기</strong> {data.published ? '공개 중인 콘텐츠' : '비공개 콘텐츠'} · 링크 만료{' '}
      <time dateTime={data.expiresAt}>{formatDateTime(data.expiresAt)}</time>
    </p>
  );
}

type Of<K extends PreviewKind> = Extract<PreviewResponse, { kind: K }>;

/**
 * Renders each kind; the period and event parts come from the exhibition screens and the notice from
 * the notice screen's own article (composed in the route), so a preview looks as the published page will.
 */
export interface PreviewRenderers {
  period?: (data: Of<'period'>) => ReactNode;
  event?: (data: Of<'event'>) => ReactNode;
  notice?: (data: Of<'notice'>) => ReactNode;
}

function DealPreview({ data }: { data: Of<'deal'> }) {
  const { deal } = data;
  return (
    <article className={styles.content}>
      <LazyImage src={deal.imageUrl} alt={deal.title} priority />
      <div className={styles.body}>
        <h2 className={styles.title}>{deal.title}</h2>
        {deal.subtitle && <p className={styles.text}>{deal.subtitle}</p>}
        <PriceBlock price={deal} size="lg" />
        <p className={styles.text}>
          판매 기간 <time dateTime={deal.startsAt}>{formatDateTime(deal.startsAt)}</time> ~{' '}
          <time dateTime={deal.endsAt}>{formatDateTime(deal.endsAt)}</time>
        </p>
        {deal.description && <p className={styles.text}>{deal.description}</p>}
      </div>
      <StaticProductGrid products={deal.products} label="딜 상품" />
    </article>
  );
}

interface PreviewScreenProps extends PreviewRenderers {
  kind: PreviewKind;
  id: number;
  token: string | undefined;
}

/** /admin-deal|period|event|notice/:id?token=…: unpublished content, only with a valid preview token. */
export function PreviewScreen({ kind, id, token, period, event, notice }: PreviewScreenProps) {
  const query = usePreview(kind, id, token);
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className={styles.loading} role="status" aria-label="미리보기 불러오는 중">
        <Skeleton className={styles.skeletonMedia} />
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonLine} />
      </div>
    );
  } else if (query.isError) {
    const error = query.error;
    if (error instanceof ApiRequestError && error.status === 403) content = <PreviewForbidden />;
    else if (isNoData(error)) content = <EmptyState title="미리볼 콘텐츠를 찾을 수 없어요" />;
    else
      content = (
        <ErrorState
          message={error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else {
    const data = query.data;
    content = (
      <>
        <PreviewBanner data={data} />
        {data.kind === 'deal' && <DealPreview data={data} />}
        {data.kind === 'notice' && notice?.(data)}
        {data.kind === 'period' && period?.(data)}
        {data.kind === 'event' && event?.(data)}
      </>
    );
  }
  return (
    <>
      <AppHeader home />
      {content}
    </>
  );
}

/** What a preview route (src/routes/admin-<kind>/$id.tsx) gives its screen: its id and its token. */
interface PreviewRoute {
  useParams: () => { id: number };
  useSearch: () => { token: string | undefined };
}

/** A preview route's screen: the id and the token of its URL, then the preview of its kind. */
export function PreviewRouteScreen({
  route,
  ...screen
}: { route: PreviewRoute } & Omit<PreviewScreenProps, 'id' | 'token'>) {
  const { id } = route.useParams();
  const { token } = route.useSearch();
  return <PreviewScreen id={id} token={token} {...screen} />;
}
