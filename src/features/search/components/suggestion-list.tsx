import type { ResponseOf } from '#contract/endpoint.ts';
import { highlightParts } from '#contract/rules/search-text.ts';
import type { getAutoKeywords } from '#contract/search.ts';
import styles from './search-box.module.css';

type Suggestion = ResponseOf<typeof getAutoKeywords>['suggestions'][number];

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  items: readonly Suggestion[];
  active: number;
  loading: boolean;
  failed: boolean;
  onPick: (text: string) => void;
}

/**
 * Autocomplete suggestions under the search box. The matched part is bold from the server's offsets,
 * built as text nodes: a suggestion can never inject markup.
 */
export function SuggestionList({
  id,
  optionId,
  items,
  active,
  loading,
  failed,
  onPick,
}: SuggestionListProps) {
  return (
    <div className={styles.panel}>
      <div id={id} role="listbox" aria-label="추천 검색어" className={styles.list}>
        {items.map((item, index) => (
          // Focus stays in the combobox input, which moves the active option (aria-activedescendant)
          // and picks it with Enter; the options are for pointers.
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: combobox pattern, see above
          <div
            key={`${item.kind}-${item.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Pressing must not blur the input first (that would close the list before the click lands).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item.text)}
          >
            <span className={styles.kind} aria-hidden="true">
              {item.kind === 'PRODUCT' ? '상품' : '검색어'}
            </span>
            <span className={styles.optionText}>
              {highlightParts(item.text, item.highlights).map((part, partIndex) =>
                part.matched ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
                  <b key={partIndex}>{part.text}</b>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
                  <span key={partIndex}>{part.text}</span>
                ),
              )}
            </span>
          </div>
        ))}
      </div>
      {items.length === 0 && (
        <p className={styles.hint} role="status">
          {failed
            ? '추천 검색어를 불러오지 못했어요'
            : loading
              ? '추천 검색어를 찾는 중…'
              : '추천 검색어가 없어요'}
        </p>
      )}
    </div>
  );
}
