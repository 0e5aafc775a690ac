import { useMemo } from 'react';
import { formatDateTime } from '../../../platform/format.ts';
import { sanitizeHtml } from '../../../platform/sanitize-html.ts';
import styles from './notice.module.css';

export interface NoticeArticleProps {
  title: string;
  /** When it was published. */
  createdAt: string;
  updatedAt?: string | null;
  pinned?: boolean;
  /** Operator HTML from the server: sanitised here, never rendered as it came. */
  bodyHtml: string;
}

/** One notice as a reader sees it: /notice/:id and the admin preview /admin-notice/:id. */
export function NoticeArticle({ title, createdAt, updatedAt, pinned = false, bodyHtml }: NoticeArticleProps) {
  const html = useMemo(() => sanitizeHtml(bodyHtml), [bodyHtml]);
  return (
    <article className={styles.article} aria-labelledby="notice-title">
      <header className={styles.articleHead}>
        {pinned && <span className={styles.pin}>중요</span>}
        <h2 id="notice-title" className={styles.articleTitle}>
          {title}
        </h2>
        <p className={styles.date}>
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          {updatedAt && (
            <>
              {' · 수정 '}
              <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
            </>
          )}
        </p>
      </header>
      <div
        className={styles.html}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with our DOMPurify configuration just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
