import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { isCompleteQuery } from '#contract/rules/search-text.ts';
import { SearchFieldButtons } from '../../../ui/search-field-buttons.tsx';
import { useAutoKeywords } from '../api/get-auto-keywords.ts';
import styles from './search-box.module.css';
import { SuggestionList } from './suggestion-list.tsx';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface SearchBoxProps {
  /** The keyword the screen currently shows results for (from the URL). */
  keyword: string;
  /** Called once per search: never for the Enter that only finishes a Hangul syllable. */
  onSearch: (keyword: string) => void;
  autoFocus?: boolean;
}

/**
 * The search input with autocomplete. Korean IME rules: while a syllable is being composed
 * (compositionstart..compositionend, `isComposing` / keyCode 229 on key events) Enter only finishes
 * the syllable and never submits; suggestions are asked for only for a complete query
 * (`isCompleteQuery`: not ending in a lone jamo, except a word of initial consonants like ㅅㄱ),
 * after typing pauses, and a newer keyword cancels the older request.
 */
export function SearchBox({ keyword, onSearch, autoFocus = false }: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [focused, setFocused] = useState(false);
  const [suggestFor, setSuggestFor] = useState<string>();
  const [active, setActive] = useState(-1);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The text last submitted: a second submit of it before any edit is the IME's echo, not a new search.
  const submitted = useRef<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  // The text of a search on its way to the URL: typing that starts before the URL catches up is kept.
  const awaiting = useRef<string | undefined>(undefined);

  // A new URL keyword (back navigation, a tapped recent keyword) replaces what the box shows.
  useEffect(() => {
    const pending = awaiting.current;
    awaiting.current = undefined;
    setText((current) => (pending !== undefined && current.trim() !== pending ? current : keyword));
    setSuggestFor(undefined);
    submitted.current = undefined;
  }, [keyword]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Not the autoFocus attribute alone: it only acts when the input mounts, and arriving from another
  // screen the box mounts before the route knows it is on the search main screen.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const suggestions = useAutoKeywords(suggestFor);
  const items = suggestFor === undefined ? [] : (suggestions.data?.suggestions ?? []);
  const open = focused && text.trim() !== '' && suggestFor !== undefined;

  function schedule(value: string) {
    clearTimeout(timer.current);
    if (!isCompleteQuery(value)) {
      // `사ㄱ`: wait for the syllable; a cleared box drops the suggestions at once.
      if (value.trim() === '') setSuggestFor(undefined);
      return;
    }
    timer.current = setTimeout(() => setSuggestFor(value.trim()), SUGGEST_DEBOUNCE_MS);
  }

  function change(value: string) {
    setText(value);
    setActive(-1);
    submitted.current = undefined;
    schedule(value);
  }

  function submit(value: string) {
    const trimmed = value.trim();
    if (trimmed === '' || submitted.current === trimmed) return;
    submitted.current = trimmed;
    awaiting.current = trimmed;
    clearTimeout(timer.current);
    setText(trimmed);
    setSuggestFor(undefined);
    inputRef.current?.blur();
    onSearch(trimmed);
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (composing.current) return;
    const picked = active >= 0 ? items[active] : undefined;
    submit(picked ? picked.text : text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
      // This Enter finishes the syllable; the browser must not submit the form for it.
      event.preventDefault();
      return;
    }
    if (!open || items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the cycle runs through it.
      setActive((index) => {
        const next = index + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setSuggestFor(undefined);
    }
  }

  return (
    // Focus tracking for the input and its suggestion list together; the div itself does nothing.
    // biome-ignore lint/a11y/noStaticElementInteractions: focus/blur bubble here from the controls inside
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <form className={styles.form} onSubmit={onFormSubmit} action="" aria-label="상품 검색">
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          검색어
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={50}
          placeholder="상품, 지역, 초성(ㅅㄱ)으로 검색"
          // biome-ignore lint/a11y/noAutofocus: the search screen exists to type into this box
          autoFocus={autoFocus}
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-option-${active}` : undefined}
          value={text}
          onChange={(event) => change(event.target.value)}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            // Some browsers send the last input event before compositionend: ask for the final text.
            schedule(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
        />
        <SearchFieldButtons
          showClear={text !== ''}
          onClear={() => {
            change('');
            inputRef.current?.focus();
          }}
          clearClassName={styles.clear}
          submitClassName={styles.submit}
        />
      </form>
      {open && (
        <SuggestionList
          id={`${listId}-list`}
          optionId={(index) => `${listId}-option-${index}`}
          items={items}
          active={active}
          loading={suggestions.isPending}
          failed={suggestions.isError}
          onPick={(value) => submit(value)}
        />
      )}
    </div>
  );
}
