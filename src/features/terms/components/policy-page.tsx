import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import { koreanDate, type PolicyDocument } from '../policies/policy-document.ts';
import styles from './policy-page.module.css';

export type PolicyPath = '/terms' | '/privacy' | '/marketing-info';

interface PolicyPageProps {
  path: PolicyPath;
  document: PolicyDocument;
  /** `?version=` (an effective date); absent or unknown shows the version in force. */
  version: string | undefined;
}

/**
 * /terms, /privacy, /marketing-info: a policy in force (or an earlier version) with its effective
 * date, a table of contents whose entries scroll to their article (the URL's hash, replaced, so deep links
 * work and back leaves the page), and every version listed and readable.
 */
export function PolicyPage({ path, document, version }: PolicyPageProps) {
  const [current] = document.versions;
  const shown = document.versions.find((item) => item.effectiveDate === version) ?? current;
  const isCurrent = shown === current;
  return (
    <>
      <AppHeader title={document.title} />
      <article className={styles.page} aria-labelledby="policy-title">
        <header className={styles.head}>
          <h2 id="policy-title" className={styles.title}>
            {document.title}
          </h2>
          <p className={styles.dates}>
            {isCurrent ? '현재 시행 중' : '이전 버전'} · 시행일{' '}
            <time dateTime={shown.effectiveDate}>{koreanDate(shown.effectiveDate)}</time>
            {shown.noticeDate && (
              <>
                {' '}
                (공지일 <time dateTime={shown.noticeDate}>{koreanDate(shown.noticeDate)}</time>)
              </>
            )}
          </p>
          {!isCurrent && (
            <p className={styles.outdated} role="note">
              지금 보고 계신 내용은 {koreanDate(shown.effectiveDate)}부터 적용되던 이전 버전이에요.{' '}
              <Link to={path} search={{}} className={styles.inlineLink}>
                현재 버전 보기
              </Link>
            </p>
          )}
        </header>

        <nav className={styles.toc} aria-labelledby="policy-toc">
          <h3 id="policy-toc" className={styles.tocTitle}>
            목차
          </h3>
          <ol className={styles.tocList}>
            {shown.sections.map((section) => (
              <li key={section.id}>
                {/* Replace, not push: the header's back leaves the page, not the article (issue 24). */}
                <Link
                  to={path}
                  search={(previous) => previous}
                  hash={section.id}
                  replace
                  resetScroll={false}
                  className={styles.tocLink}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>

        {shown.changes && (
          <section className={styles.changes} aria-labelledby="policy-changes">
            <h3 id="policy-changes" className={styles.changesTitle}>
              이번 개정 내용
            </h3>
            <div className={styles.changesBody}>{shown.changes}</div>
          </section>
        )}

        <div className={styles.sections}>
          {shown.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h3 id={`${section.id}-title`} className={styles.sectionTitle}>
                {section.title}
              </h3>
              <div className={styles.text}>{section.body}</div>
            </section>
          ))}
        </div>

        <section className={styles.versions} aria-labelledby="policy-versions">
          <h3 id="policy-versions" className={styles.tocTitle}>
            버전 기록
          </h3>
          <ul className={styles.versionList}>
            {document.versions.map((item, index) => (
              <li key={item.effectiveDate}>
                <Link
                  to={path}
                  search={index === 0 ? {} : { version: item.effectiveDate }}
                  className={styles.versionLink}
                  aria-current={item === shown ? 'page' : undefined}
                >
                  <span>시행일 {koreanDate(item.effectiveDate)}</span>
                  <span className={styles.versionState}>{index === 0 ? '현재 버전' : '이전 버전'}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </>
  );
}
