import { Link } from '@tanstack/react-router';
import type { PostSummary } from '#contract/community.ts';
import { COMMUNITY_TYPE_LABELS } from '#contract/rules/community-rules.ts';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { postPath } from '../api/post-lists.ts';
import { rememberListScroll } from '../scroll-memory.ts';
import { formatCount, formatRelativeTime } from '../text.ts';
import { ClipIcon, LikeIcon, ReplyIcon, ViewIcon } from './icons.tsx';
import styles from './post-card.module.css';

/**
 * One post in a community list (the main tabs, the daily board, search, my activity). The excerpt and
 * title are the author's plain text, rendered as text (never HTML). Props are shared with the search
 * and my-activity screens: add optional ones only.
 */
export interface PostCardProps {
  post: PostSummary;
  /** Show the post's kind (오늘의 식탁, 묻고 답하기, 투표): lists that mix kinds. */
  showType?: boolean;
  /** The first card of a screen: its thumbnail loads eagerly. */
  priority?: boolean;
}

/** 해결/미해결 for a question, 진행 중/마감 for a vote; nothing for 오늘의 식탁. */
export function PostStatusBadge({ post }: { post: Pick<PostSummary, 'qna' | 'survey'> }) {
  if (post.qna)
    return (
      <span className={styles.badge} data-tone={post.qna.isResolved ? 'done' : 'open'}>
        {post.qna.isResolved ? '해결' : '미해결'}
      </span>
    );
  if (post.survey)
    return (
      <span className={styles.badge} data-tone={post.survey.isClosed ? 'closed' : 'live'}>
        {post.survey.isClosed ? '마감' : '진행 중'}
      </span>
    );
  return null;
}

/** 좋아요, 댓글, 스크랩, 조회 with their counts; the words are there for screen readers. */
export function PostCounts({
  post,
  className,
}: {
  post: Pick<PostSummary, 'likeCount' | 'replyCount' | 'clipCount' | 'viewCount'>;
  className?: string;
}) {
  const items = [
    { label: '좋아요', value: post.likeCount, Icon: LikeIcon },
    { label: '댓글', value: post.replyCount, Icon: ReplyIcon },
    { label: '스크랩', value: post.clipCount, Icon: ClipIcon },
    { label: '조회', value: post.viewCount, Icon: ViewIcon },
  ];
  return (
    <ul className={`${styles.counts} ${className ?? ''}`}>
      {items.map(({ label, value, Icon }) => (
        <li key={label} className={styles.count}>
          <Icon size={14} />
          <span className="visually-hidden">{label}</span>
          {formatCount(value)}
        </li>
      ))}
    </ul>
  );
}

export function PostCard({ post, showType = false, priority = false }: PostCardProps) {
  return (
    <li className={styles.card}>
      {/* Named by all it shows, not by the title alone (label in name, KWCAG 2.2). */}
      <Link {...postPath(post)} className={styles.link} onClick={rememberListScroll}>
        <div className={styles.body}>
          {(showType || post.qna || post.survey) && (
            <p className={styles.badges}>
              {showType && <span className={styles.type}>{COMMUNITY_TYPE_LABELS[post.type]}</span>}
              <PostStatusBadge post={post} />
            </p>
          )}
          <p className={post.title ? styles.title : styles.excerptOnly}>{post.title ?? post.excerpt}</p>
          {post.title && post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <p className={styles.meta}>
            <span className={styles.nickname}>{post.author.nickname}</span>
            {post.author.levelName && <span className={styles.level}>{post.author.levelName}</span>}
            <time dateTime={post.createdAt} className={styles.time}>
              {formatRelativeTime(post.createdAt)}
            </time>
          </p>
          <PostCounts post={post} />
        </div>
        {post.thumbnail && (
          <div className={styles.thumb}>
            <LazyImage
              src={post.thumbnail.src}
              srcSet={post.thumbnail.srcSet}
              sizes="88px"
              alt=""
              priority={priority}
            />
            {post.photoCount > 1 && (
              <span className={styles.photoCount}>
                <span className="visually-hidden">사진 </span>
                {post.photoCount}
                <span className="visually-hidden">장</span>
              </span>
            )}
          </div>
        )}
      </Link>
    </li>
  );
}

/** A card's placeholder, of a card's height (no jump when the posts arrive). */
export function PostCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <div className={styles.link}>
        <div className={styles.body}>
          <Skeleton style={{ width: '80%', height: 21 }} />
          <Skeleton style={{ width: '55%', height: 20 }} />
          <Skeleton style={{ width: '40%', height: 18 }} />
          <Skeleton style={{ width: '60%', height: 18 }} />
        </div>
        <Skeleton className={styles.thumb} />
      </div>
    </li>
  );
}
