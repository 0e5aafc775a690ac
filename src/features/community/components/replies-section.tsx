import { useEffect, useRef, useState } from 'react';
import type { PostDetail, Reply, ReplyItem } from '#contract/community.ts';
import { COMMUNITY_LIMITS, textLength } from '#contract/rules/community-rules.ts';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { confirm, showToast } from '../../../ui/overlays/feedback.ts';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { QueryError, QueryLoadMore } from '../../../ui/query-view.tsx';
import { isBannedWordError, showActionError } from '../action-error.ts';
import { toastUnlessAnswered } from '../action-toast.ts';
import { type PostKind, useAcceptReply } from '../api/post-detail.ts';
import { useCreateReply, useDeleteReply, useLikeReply, useReplies, useUpdateReply } from '../api/replies.ts';
import { formatCount, formatRelativeTime } from '../text.ts';
import { CheckIcon, LikeIcon } from './icons.tsx';
import styles from './post-detail.module.css';
import { PostText } from './post-text.tsx';

/**
 * What the composer is doing: a new reply, a reply to a reply, or an edit. A reply to a nested reply
 * nests under the thread's top-level reply (`parentReplyId`) but names the reply answered, whose
 * author is the one notified.
 */
type ComposerMode =
  | { kind: 'new' }
  | { kind: 'reply'; parentReplyId: number; answeredReplyId: number; nickname: string }
  | { kind: 'edit'; replyId: number };

interface ReplyActions {
  post: PostDetail;
  kind: PostKind;
  gate: MemberGate;
  onReplyTo: (reply: ReplyItem, parentReplyId: number) => void;
  onEdit: (reply: ReplyItem) => void;
  onReport: (replyId: number) => void;
  /** The reply a notification opened the post at (focusable), and whether it is highlighted now. */
  target: { replyId: number; highlighted: boolean } | null;
}

function ReplyRow({
  reply,
  parentReplyId,
  actions,
}: {
  reply: ReplyItem;
  parentReplyId: number;
  actions: ReplyActions;
}) {
  const { post, kind, gate } = actions;
  const like = useLikeReply(kind, post.postId);
  const remove = useDeleteReply(kind, post.postId);
  const accept = useAcceptReply(post.postId);
  const removed = reply.isDeleted || reply.isHidden;
  const isTopLevel = reply.parentReplyId === null;
  const canAccept =
    kind === 'qna' &&
    post.author.isMine &&
    isTopLevel &&
    !removed &&
    !reply.isAccepted &&
    !reply.author?.isMine;
  const who = reply.author?.nickname ?? '알 수 없음';
  const noun = kind === 'qna' ? '답변' : '댓글';
  const isTarget = actions.target?.replyId === reply.replyId;

  const onLike = () => {
    const reason =
      kind === 'qna'
        ? '답변에 좋아요를 누르려면 로그인해 주세요.'
        : '댓글에 좋아요를 누르려면 로그인해 주세요.';
    if (like.isPending || !gate.allow({ reason })) return;
    like.mutate(
      { replyId: reply.replyId, on: !reply.isLiked },
      { onError: (error) => showActionError(error, gate) },
    );
  };
  const onDelete = () =>
    void confirm({
      content: '댓글을 삭제할까요?',
      confirmLabel: '삭제',
      onConfirm: () =>
        remove.mutateAsync(reply.replyId).then(
          (answer) => toastUnlessAnswered(answer, '댓글을 삭제했어요.'),
          (error: unknown) => showActionError(error, gate),
        ),
    });
  const onAccept = () => {
    if (!gate.allow()) return;
    void confirm({
      content: `${who}님의 답변을 채택할까요?`,
      confirmLabel: '채택하기',
      onConfirm: () =>
        accept.mutateAsync(reply.replyId).then(
          () => showToast('답변을 채택했어요.'),
          (error: unknown) => showActionError(error, gate),
        ),
    });
  };

  return (
    <article
      id={`reply-${reply.replyId}`}
      className={styles.reply}
      data-accepted={reply.isAccepted}
      data-highlighted={isTarget && actions.target?.highlighted ? 'true' : undefined}
      tabIndex={isTarget ? -1 : undefined}
      aria-label={`${who}님의 ${noun}`}
    >
      {reply.isAccepted && (
        <p className={styles.accepted}>
          <CheckIcon size={14} /> 채택된 답변
        </p>
      )}
      {removed ? (
        <p className={styles.replyRemoved}>{reply.body}</p>
      ) : (
        <>
          <p className={styles.replyMeta}>
            <span className={styles.nickname}>{who}</span>
            {reply.author?.levelName && <span className={styles.level}>{reply.author.levelName}</span>}
            <time dateTime={reply.createdAt}>{formatRelativeTime(reply.createdAt)}</time>
            {reply.updatedAt && <span>(수정됨)</span>}
          </p>
          <PostText text={reply.body} className={styles.replyBody} />
          <div className={styles.replyActions}>
            <button
              type="button"
              className={styles.replyAction}
              aria-pressed={reply.isLiked}
              aria-label={`${noun} 좋아요 ${formatCount(reply.likeCount)}`}
              disabled={like.isPending}
              onClick={onLike}
            >
              <LikeIcon size={14} fill={reply.isLiked ? 'currentColor' : 'none'} />
              {formatCount(reply.likeCount)}
            </button>
            <button
              type="button"
              className={styles.replyAction}
              onClick={() => actions.onReplyTo(reply, parentReplyId)}
              aria-label={`${who}님에게 답글`}
            >
              답글
            </button>
            {reply.canEdit && (
              <button
                type="button"
                className={styles.replyAction}
                onClick={() => actions.onEdit(reply)}
                aria-label={`${noun} 수정`}
              >
                수정
              </button>
            )}
            {reply.canDelete && (
              <button
                type="button"
                className={styles.replyAction}
                onClick={onDelete}
                disabled={remove.isPending}
                aria-label={`${noun} 삭제`}
              >
                삭제
              </button>
            )}
            {!reply.author?.isMine && (
              <button
                type="button"
                className={styles.replyAction}
                onClick={() => actions.onReport(reply.replyId)}
                aria-label={`${noun} 신고`}
              >
                신고
              </button>
            )}
            {canAccept && (
              <button
                type="button"
                className={styles.acceptButton}
                onClick={onAccept}
                disabled={accept.isPending}
              >
                채택하기
              </button>
            )}
          </div>
        </>
      )}
    </article>
  );
}

function ReplyThread({ reply, actions }: { reply: Reply; actions: ReplyActions }) {
  return (
    <li className={styles.thread}>
      <ReplyRow reply={reply} parentReplyId={reply.replyId} actions={actions} />
      {reply.replies.length > 0 && (
        <ul className={styles.nested} aria-label="답글">
          {reply.replies.map((child) => (
            <li key={child.replyId}>
              <ReplyRow reply={child} parentReplyId={reply.replyId} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The skeleton's rows (keys): at most this many stand in for the replies, about a phone screen of them. */
const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * One row per reply the post says it has (up to a screen's worth), so the composer below starts about
 * where it will stay when the replies arrive instead of jumping by the difference (CLS).
 */
function RepliesSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        댓글을 불러오는 중
      </p>
      {ROW_KEYS.slice(0, Math.min(rows, ROW_KEYS.length)).map((key) => (
        <div key={key} className={styles.reply} aria-hidden="true">
          <Skeleton style={{ width: 140, height: 18 }} />
          <Skeleton style={{ width: '85%', height: 21 }} />
          {/* The row of 좋아요 · 답글 · 신고 buttons, so a row is as tall as a one-line reply. */}
          <div className={styles.replySkeletonActions}>
            <Skeleton style={{ width: 120, height: 14 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** How long a reply opened from a notification stays highlighted (the CSS animation's length). */
const HIGHLIGHT_MS = 3000;
/** How many pages of replies are read looking for that reply before giving up quietly. */
const FIND_PAGES_MAX = 10;

const holds = (replies: readonly Reply[], replyId: number) =>
  replies.some((top) => top.replyId === replyId || top.replies.some((child) => child.replyId === replyId));

/**
 * The reply a notification is about (`?reply=`): once the replies have loaded (further pages read if
 * it is not on the first), it is scrolled to the middle of the screen, focused (screen readers read it
 * out) and highlighted for HIGHLIGHT_MS; once per reply id, so later refetches leave the scroll alone.
 * A reply that is gone (deleted, on no page) leaves the post as it is.
 */
function useReplyTarget(query: ReturnType<typeof useReplies>, replyId: number | undefined) {
  const [target, setTarget] = useState<{ replyId: number; highlighted: boolean } | null>(null);
  const handled = useRef<number | undefined>(undefined);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    if (replyId === undefined || handled.current === replyId || data === undefined) return;
    const loaded = data.pages.flatMap((page) => page.replies);
    if (!holds(loaded, replyId)) {
      if (hasNextPage && data.pages.length < FIND_PAGES_MAX) {
        if (!isFetchingNextPage) void fetchNextPage();
        return;
      }
      handled.current = replyId;
      return;
    }
    handled.current = replyId;
    setTarget({ replyId, highlighted: true });
  }, [replyId, data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const highlighted = target?.highlighted ? target.replyId : null;
  useEffect(() => {
    if (highlighted === null) return;
    const element = document.getElementById(`reply-${highlighted}`);
    element?.focus({ preventScroll: true });
    // The middle of the screen: clear of the fixed header and bottom bar.
    element?.scrollIntoView?.({ block: 'center' });
    const timer = setTimeout(() => setTarget({ replyId: highlighted, highlighted: false }), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return target;
}

/** The replies of a post (answers of a question) with one level of nesting, and the composer below. */
export function RepliesSection({
  post,
  kind,
  gate,
  focusReplyId,
  onReport,
}: {
  post: PostDetail;
  kind: PostKind;
  gate: MemberGate;
  /** A reply to bring into view and highlight once loaded (a notification's `?reply=`). */
  focusReplyId?: number | undefined;
  onReport: (replyId: number) => void;
}) {
  const query = useReplies(kind, post.postId);
  const target = useReplyTarget(query, focusReplyId);
  const create = useCreateReply(kind, post.postId);
  const update = useUpdateReply(kind, post.postId);
  const [mode, setMode] = useState<ComposerMode>({ kind: 'new' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const noun = kind === 'qna' ? '답변' : '댓글';
  const total = query.data?.pages[0]?.totalCount ?? post.replyCount;
  const length = textLength(text);
  const tooLong = length > COMMUNITY_LIMITS.replyMax;
  const guest = gate.membership === 'guest';
  const composerPrompt = {
    reason: kind === 'qna' ? '답변을 남기려면 로그인해 주세요.' : '댓글을 남기려면 로그인해 주세요.',
  };

  // focus() alone scrolls the field only just into the viewport, i.e. behind the fixed bottom bar:
  // the field goes to the middle of the screen instead (its scroll margin covers what scrolls less).
  const bringComposer = () => {
    const element = field.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  };

  const actions: ReplyActions = {
    post,
    kind,
    gate,
    onReport,
    target,
    onReplyTo: (reply, parentReplyId) => {
      if (!gate.allow({ reason: '답글을 달려면 로그인해 주세요.' })) return;
      setMode({
        kind: 'reply',
        parentReplyId,
        answeredReplyId: reply.replyId,
        nickname: reply.author?.nickname ?? '',
      });
      setProblem(null);
      bringComposer();
    },
    onEdit: (reply) => {
      setMode({ kind: 'edit', replyId: reply.replyId });
      setText(reply.body);
      setProblem(null);
      bringComposer();
    },
  };

  const reset = () => {
    setMode({ kind: 'new' });
    setText('');
    setProblem(null);
  };

  const submit = () => {
    const body = text.trim();
    if (sending.current || body.length === 0 || tooLong || !gate.allow(composerPrompt)) return;
    sending.current = true;
    const done = {
      onSuccess: (answer: unknown) => {
        toastUnlessAnswered(answer, mode.kind === 'edit' ? `${noun}을 고쳤어요.` : `${noun}을 남겼어요.`);
        reset();
      },
      onError: (error: unknown) => {
        // A banned word: the message (with the word) beside the field, the text kept for fixing.
        if (isBannedWordError(error)) setProblem(error.message);
        else showActionError(error, gate);
      },
      onSettled: () => {
        sending.current = false;
      },
    };
    if (mode.kind === 'edit') update.mutate({ replyId: mode.replyId, body }, done);
    else if (mode.kind === 'reply') {
      const { parentReplyId, answeredReplyId } = mode;
      create.mutate({ body, parentReplyId, answeredReplyId }, done);
    } else create.mutate({ body }, done);
  };

  const pending = create.isPending || update.isPending;
  const replies = query.data?.pages.flatMap((page) => page.replies) ?? [];

  return (
    <section className={styles.replies} aria-labelledby="replies-title">
      <h2 id="replies-title" className={styles.repliesTitle}>
        {noun} <span className={styles.repliesCount}>{formatCount(total)}</span>
      </h2>
      {query.data === undefined && post.replyCount > 0 ? (
        query.isError ? (
          <QueryError query={query} />
        ) : (
          <RepliesSkeleton rows={post.replyCount} />
        )
      ) : replies.length === 0 ? (
        <p className={styles.repliesEmpty}>
          {kind === 'qna'
            ? '아직 답변이 없어요. 첫 답변을 남겨 주세요.'
            : '아직 댓글이 없어요. 첫 댓글을 남겨 보세요.'}
        </p>
      ) : (
        <>
          <ul className={styles.threads}>
            {replies.map((reply) => (
              <ReplyThread key={reply.replyId} reply={reply} actions={actions} />
            ))}
          </ul>
          <QueryLoadMore query={query} label={`${noun} 더보기`} />
        </>
      )}
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {mode.kind !== 'new' && (
          <p className={styles.composerMode}>
            {mode.kind === 'edit' ? `${noun} 수정 중` : `${mode.nickname}님에게 답글 작성 중`}
            <button type="button" className={styles.textButton} onClick={reset}>
              취소
            </button>
          </p>
        )}
        <div className={styles.composerRow}>
          <label htmlFor="reply-field" className="visually-hidden">
            {mode.kind === 'reply' ? '답글 내용' : `${noun} 내용`}
          </label>
          <textarea
            id="reply-field"
            ref={field}
            className={styles.composerField}
            value={text}
            rows={2}
            placeholder={guest ? `로그인하고 ${noun}을 남겨 보세요.` : `${noun}을 입력해 주세요.`}
            aria-invalid={problem !== null || tooLong}
            aria-describedby="reply-problem reply-length"
            // A guest's field takes no text: a tap or a typed key asks them to sign in. Not on focus:
            // focus comes back here when the question closes, and Tab alone must not open a dialog.
            readOnly={guest}
            onClick={guest ? () => gate.allow(composerPrompt) : undefined}
            onKeyDown={
              guest
                ? (event) => {
                    // A character, Enter, or an input method's composition ('Process'). The key goes no
                    // further: the question's 로그인 has focus by the time Enter's keypress would arrive.
                    if (event.key.length !== 1 && event.key !== 'Enter' && event.key !== 'Process') return;
                    event.preventDefault();
                    gate.allow(composerPrompt);
                  }
                : undefined
            }
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
          <button
            type="submit"
            className={styles.composerSubmit}
            disabled={pending || text.trim().length === 0 || tooLong}
          >
            {mode.kind === 'edit' ? '수정' : '등록'}
          </button>
        </div>
        <p id="reply-length" className={styles.composerLength} data-over={tooLong}>
          {formatCount(length)} / {formatCount(COMMUNITY_LIMITS.replyMax)}
        </p>
        <p id="reply-problem" className={styles.composerProblem} role="alert">
          {problem}
        </p>
      </form>
    </section>
  );
}
