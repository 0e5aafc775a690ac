import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { PostDetail } from '#contract/community.ts';
import { COMMUNITY_TYPE_LABELS, type ReportReason } from '#contract/rules/community-rules.ts';
import { isNoData } from '../../../api/error-codes.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { confirm, showToast } from '../../../ui/overlays/feedback.ts';
import { useShareDialog } from '../../../ui/overlays/share.tsx';
import type { PageShare } from '../../../ui/overlays/share-info.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { NotFoundScreen } from '../../../ui/status-screen.tsx';
import { showActionError } from '../action-error.ts';
import { toastUnlessAnswered } from '../action-toast.ts';
import {
  type PostKind,
  recordShare,
  reportTarget,
  useCountView,
  useDeletePost,
  usePostDetail,
  usePostToggle,
} from '../api/post-detail.ts';
import { errorMessage, formatCount, formatRelativeTime } from '../text.ts';
import { ReportDialog } from './action-dialogs.tsx';
import { ClipIcon, LikeIcon, ReplyIcon, ViewIcon } from './icons.tsx';
import { PhotoCarousel } from './photo-carousel.tsx';
import { PostStatusBadge } from './post-card.tsx';
import styles from './post-detail.module.css';
import { PostText } from './post-text.tsx';
import { RepliesSection } from './replies-section.tsx';
import { SurveyVote } from './survey-vote.tsx';

function DetailSkeleton() {
  return (
    <div className={styles.screen} aria-busy="true">
      <p className="visually-hidden" role="status">
        글을 불러오는 중
      </p>
      <div className={styles.post}>
        <Skeleton style={{ width: 90, height: 20 }} />
        <Skeleton style={{ width: '70%', height: 28 }} />
        <Skeleton style={{ width: 160, height: 18 }} />
        <Skeleton className={styles.photoSkeleton} />
        <Skeleton style={{ width: '90%', height: 21 }} />
        <Skeleton style={{ width: '60%', height: 21 }} />
      </div>
    </div>
  );
}

/** The screen while its route waits for the post (the route's pending screen): header and skeleton. */
export function PostDetailPending() {
  return (
    <>
      <AppHeader home share />
      <DetailSkeleton />
    </>
  );
}

/** What a guest is told when the toggle asks them to sign in. */
const GUEST_REASONS = {
  like: '좋아요를 누르려면 로그인해 주세요.',
  clip: '스크랩하려면 로그인해 주세요.',
} as const;

/** What a guest is told when 신고 asks them to sign in. */
const REPORT_REASON = '신고하려면 로그인해 주세요.';

/**
 * Like and clip: a toggle that shows its new state at once (aria-pressed), stays disabled while the
 * server answers and ignores a second tap in the same frame; a refusal puts the old state back.
 */
function ToggleButton({
  kind,
  post,
  what,
  gate,
}: {
  kind: PostKind;
  post: PostDetail;
  what: 'like' | 'clip';
  gate: MemberGate;
}) {
  const toggle = usePostToggle(kind, post.postId, what);
  const inFlight = useRef(false);
  const on = what === 'like' ? post.isLiked : post.isClipped;
  const count = what === 'like' ? post.likeCount : post.clipCount;
  const label = what === 'like' ? '좋아요' : '스크랩';
  const Icon = what === 'like' ? LikeIcon : ClipIcon;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      aria-label={`${label} ${formatCount(count)}`}
      disabled={toggle.isPending}
      onClick={() => {
        if (inFlight.current || !gate.allow({ reason: GUEST_REASONS[what] })) return;
        inFlight.current = true;
        toggle.mutate(!on, {
          onError: (error) => showActionError(error, gate),
          onSuccess: (answer) => {
            if (what === 'clip') showToast(answer.on ? '스크랩했어요.' : '스크랩을 취소했어요.');
          },
          onSettled: () => {
            inFlight.current = false;
          },
        });
      }}
    >
      <Icon size={20} fill={on ? 'currentColor' : 'none'} />
      <span aria-hidden="true">
        {label} {formatCount(count)}
      </span>
    </button>
  );
}

/**
 * A post's share info for the shared dialog: the server records the share (POST /post-share) and
 * answers the post's own (title, excerpt, photo, link); if that fails the page itself is shared.
 */
function postShare(post: PostDetail): PageShare {
  return {
    title: post.title ?? COMMUNITY_TYPE_LABELS[post.type],
    description: '',
    communityType: post.type,
    postId: post.postId,
    load: () => recordShare(post.type, post.postId).then((answer) => answer.share),
  };
}

function PostView({
  kind,
  post,
  gate,
  replyId,
}: {
  kind: PostKind;
  post: PostDetail;
  gate: MemberGate;
  replyId: number | undefined;
}) {
  const navigate = useNavigate();
  const remove = useDeletePost(kind, post.postId);
  const [reporting, setReporting] = useState<{ type: 'post' | 'reply'; id: number } | null>(null);
  const shareDialog = useShareDialog();
  const noun = post.type === 'qna' ? '질문' : post.type === 'survey' ? '투표' : '글';

  const onDelete = () =>
    void confirm({
      content: `이 ${noun}을 삭제할까요?\n삭제한 뒤에는 되돌릴 수 없어요.`,
      confirmLabel: '삭제',
      onConfirm: () =>
        remove.mutateAsync().then(
          (answer) => {
            toastUnlessAnswered(answer, '삭제했어요.');
            void navigate({
              to: post.type === 'qna' ? '/community/main/qna' : '/community/main/dashboard',
              replace: true,
            });
          },
          (error: unknown) => showActionError(error, gate),
        ),
    });

  const onReportPick = async (reason: ReportReason) => {
    const target = reporting;
    setReporting(null);
    if (!target) return;
    const sure = await confirm({
      content: target.type === 'post' ? '이 글을 신고할까요?' : '이 댓글을 신고할까요?',
      confirmLabel: '신고하기',
    });
    if (!sure) return;
    try {
      // The server's answer always carries its toast (신고가 접수되었습니다…), shown by the HTTP client.
      await reportTarget(target.type, target.id, reason);
    } catch (error) {
      // A second report of the same thing: the server says so (code 18) in its own words.
      showActionError(error, gate);
    }
  };

  const openShare = () => shareDialog.open(postShare(post), '');

  const editTo = post.type === 'qna' ? '/community/qna/form/{-$id}' : '/community/dash-board/form/{-$id}';

  return (
    <>
      <article className={styles.post} aria-labelledby="post-title">
        <p className={styles.badges}>
          <span className={styles.type}>{COMMUNITY_TYPE_LABELS[post.type]}</span>
          <PostStatusBadge post={post} />
        </p>
        <h2 id="post-title" className={post.title ? styles.title : 'visually-hidden'}>
          {post.title ?? `${post.author.nickname}님의 ${COMMUNITY_TYPE_LABELS[post.type]}`}
        </h2>
        <div className={styles.authorRow}>
          <p className={styles.author}>
            <span className={styles.nickname}>{post.author.nickname}</span>
            {post.author.levelName && <span className={styles.level}>{post.author.levelName}</span>}
            <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
            {post.updatedAt && <span>(수정됨)</span>}
          </p>
          <div className={styles.postMenu}>
            {post.canEdit && post.type !== 'survey' && (
              <Link to={editTo} params={{ id: post.postId }} className={styles.menuButton}>
                수정
              </Link>
            )}
            {post.canDelete && (
              <button
                type="button"
                className={styles.menuButton}
                onClick={onDelete}
                disabled={remove.isPending}
              >
                삭제
              </button>
            )}
            {!post.author.isMine && (
              <button
                type="button"
                className={styles.menuButton}
                onClick={() => {
                  if (gate.allow({ reason: REPORT_REASON })) setReporting({ type: 'post', id: post.postId });
                }}
              >
                신고
              </button>
            )}
          </div>
        </div>
        <PhotoCarousel photos={post.photos} />
        {post.body.trim() !== '' && <PostText text={post.body} className={styles.body} />}
        {post.survey && <SurveyVote postId={post.postId} survey={post.survey} gate={gate} />}
        {post.productTags.length > 0 && (
          <section className={styles.tags} aria-labelledby="tags-title">
            <h2 id="tags-title" className={styles.tagsTitle}>
              함께 소개한 상품
            </h2>
            <ul className={styles.tagList}>
              {post.productTags.map((tag) => (
                <li key={tag.productNo}>
                  <a href={tag.shopUrl} className={styles.tag} target="_blank" rel="noopener noreferrer">
                    <LazyImage src={tag.imageUrl} alt="" className={styles.tagImage} />
                    <span className={styles.tagName}>{tag.name}</span>
                    <span className="visually-hidden">(쇼핑몰에서 새 창으로 열림)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className={styles.stats}>
          <span>
            <ViewIcon size={14} /> 조회 {formatCount(post.viewCount)}
          </span>
          <span>
            <ReplyIcon size={14} /> 댓글 {formatCount(post.replyCount)}
          </span>
        </p>
        <div className={styles.actionBar}>
          <ToggleButton kind={kind} post={post} what="like" gate={gate} />
          <ToggleButton kind={kind} post={post} what="clip" gate={gate} />
          <button
            type="button"
            className={styles.toggle}
            onPointerDown={shareDialog.preload}
            onClick={() => void openShare()}
          >
            공유하기
          </button>
        </div>
      </article>
      <RepliesSection
        post={post}
        kind={kind}
        gate={gate}
        focusReplyId={replyId}
        onReport={(reported) => {
          if (gate.allow({ reason: REPORT_REASON })) setReporting({ type: 'reply', id: reported });
        }}
      />
      {reporting && (
        <ReportDialog
          target={reporting.type}
          onPick={(reason) => void onReportPick(reason)}
          onClose={() => setReporting(null)}
        />
      )}
      {shareDialog.dialog}
    </>
  );
}

/**
 * /community/board-detail/:id (오늘의 식탁 and 투표) and /community/qna/:id: the post, its photos,
 * tags and vote, like/clip/share/report/edit/delete, and the replies. The view is counted once on
 * opening; an unknown id (or one of the other kind) is the not-found state. `replyId` (`?reply=`, from a
 * notification) is the reply to bring into view and highlight once the replies have loaded.
 */
export function PostDetailScreen({
  kind,
  postId,
  replyId,
  gate,
}: {
  kind: PostKind;
  postId: number;
  replyId?: number | undefined;
  gate: MemberGate;
}) {
  const query = usePostDetail(kind, postId);
  // Counted once the post on screen has settled: a refetch already in flight (the session signing in
  // right after the route's loader read the post) would otherwise answer the count from before it.
  useCountView(query.isFetching ? undefined : query.data);
  if (query.data === undefined && isNoData(query.error)) return <NotFoundScreen />;
  return (
    <>
      <AppHeader home share={query.data ? postShare(query.data) : true} />
      {query.data !== undefined ? (
        <div className={styles.screen}>
          <PostView kind={kind} post={query.data} gate={gate} replyId={replyId} />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}
