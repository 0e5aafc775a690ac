import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { COMMUNITY_LIMITS, COMMUNITY_TYPE_LABELS } from '#contract/rules/community-rules.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import { SearchFieldButtons } from '../../../ui/search-field-buttons.tsx';
import styles from '../components/community.module.css';
import { PostListSection } from '../components/post-list.tsx';
import { formatCount } from '../text.ts';
import { communityRecentKeywords, useCommunityRecentKeywords } from './recent-keywords.ts';
import own from './search.module.css';
import { SEARCH_TABS, type SearchTab, useCommunitySearch } from './search-api.ts';

const RESULT_PATHS = {
  dashboard: '/community/search/dashboard',
  survey: '/community/search/survey',
  qna: '/community/search/qna',
} as const satisfies Record<SearchTab, string>;

/**
 * The community's search box: Korean IME safe (the Enter that finishes a syllable never searches),
 * one search per keyword until it is edited, a clear button, the keyboard's search key.
 */
function CommunitySearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  const composing = useRef(false);
  const submitted = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    setText(keyword);
    submitted.current = undefined;
  }, [keyword]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (composing.current) return;
    const trimmed = text.trim();
    if (trimmed === '' || submitted.current === trimmed) return;
    submitted.current = trimmed;
    input.current?.blur();
    onSearch(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229))
      event.preventDefault();
  }

  return (
    <form className={own.box} onSubmit={submit} action="" aria-label="커뮤니티 검색">
      <label htmlFor={id} className="visually-hidden">
        커뮤니티 검색어
      </label>
      <input
        ref={input}
        id={id}
        className={own.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={COMMUNITY_LIMITS.searchKeywordMax}
        placeholder="글 제목·내용, 초성(ㄱㅊ)으로 검색"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          submitted.current = undefined;
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        onKeyDown={onKeyDown}
      />
      <SearchFieldButtons
        showClear={text !== ''}
        onClear={() => {
          setText('');
          submitted.current = undefined;
          input.current?.focus();
        }}
        clearClassName={own.clear}
        submitClassName={own.submit}
      />
    </form>
  );
}

/** Searching records the keyword and opens its results on `tab` (오늘의 식탁 from the recent screen). */
function useSearchTo(tab: SearchTab) {
  const navigate = useNavigate();
  return (keyword: string) => {
    communityRecentKeywords.record(keyword);
    void navigate({ to: RESULT_PATHS[tab], search: { keyword } });
  };
}

/** /community/search/recent: the box and the community's own recent keywords. */
export function CommunityRecentSearchScreen() {
  const keywords = useCommunityRecentKeywords();
  const search = useSearchTo('dashboard');
  return (
    <>
      <AppHeader title="커뮤니티 검색" />
      <div className={own.bar}>
        <CommunitySearchBox keyword="" onSearch={search} />
      </div>
      <section className={own.recent} aria-labelledby="community-recent-title">
        <div className={own.recentHead}>
          <h2 id="community-recent-title" className={own.recentTitle}>
            최근 검색어
          </h2>
          {keywords.length > 0 && (
            <button type="button" className={own.clearAll} onClick={() => communityRecentKeywords.clear()}>
              전체 삭제
            </button>
          )}
        </div>
        {keywords.length === 0 ? (
          <p className={own.recentEmpty}>최근 검색어가 없어요.</p>
        ) : (
          <ul className={own.recentList} aria-label="최근 검색어 목록">
            {keywords.map((keyword) => (
              <li key={keyword} className={own.recentItem}>
                <Link
                  to={RESULT_PATHS.dashboard}
                  search={{ keyword }}
                  className={own.recentLink}
                  onClick={() => communityRecentKeywords.record(keyword)}
                >
                  {keyword}
                </Link>
                <RemoveButton
                  className={own.recentRemove}
                  label={`${keyword} 삭제`}
                  onClick={() => communityRecentKeywords.remove(keyword)}
                  box={16}
                  size={14}
                  strokeWidth={1.6}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /community/search/{dashboard,survey,qna}?keyword=: one kind of post found for the keyword. */
export function CommunitySearchResultsScreen({ tab, keyword }: { tab: SearchTab; keyword: string }) {
  const query = useCommunitySearch(keyword, tab);
  const search = useSearchTo(tab);
  const total = query.data?.pages[0]?.totalCount;
  const label = `${COMMUNITY_TYPE_LABELS[tab]} 검색 결과`;
  return (
    <>
      <AppHeader title="커뮤니티 검색" />
      <div className={own.bar}>
        <CommunitySearchBox keyword={keyword} onSearch={search} />
      </div>
      <nav className={styles.tabs} aria-label="검색 결과 종류">
        {SEARCH_TABS.map((item) => (
          <Link
            key={item}
            to={RESULT_PATHS[item]}
            search={{ keyword }}
            replace
            className={styles.tab}
            aria-current={item === tab ? 'page' : undefined}
          >
            {COMMUNITY_TYPE_LABELS[item]}
          </Link>
        ))}
      </nav>
      <p className={own.summary} aria-live="polite">
        {total === undefined ? '\u00a0' : `‘${keyword}’ 검색 결과 ${formatCount(total)}건`}
      </p>
      <PostListSection
        query={query}
        label={label}
        emptyTitle={`‘${keyword}’에 맞는 ${COMMUNITY_TYPE_LABELS[tab]} 글이 없어요`}
        emptyAction={<p>다른 검색어나 초성(예: ㄱㅊㅉㄱ)으로 찾아보세요.</p>}
      />
    </>
  );
}
