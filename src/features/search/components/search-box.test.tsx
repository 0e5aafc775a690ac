// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, SUGGEST_DEBOUNCE_MS } from './search-box.tsx';

interface Suggestion {
  text: string;
  kind: 'KEYWORD' | 'PRODUCT';
  highlights: { start: number; length: number }[];
}

let asked: string[] = [];
let answer: (keyword: string) => Suggestion[] = () => [];

beforeEach(() => {
  asked = [];
  answer = (keyword) => [
    { text: `${keyword}즙`, kind: 'KEYWORD', highlights: [{ start: 0, length: keyword.length }] },
  ];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost/',
    );
    const keyword = url.searchParams.get('keyword') ?? '';
    if (url.pathname === '/api/v2/auto-keyword') asked.push(keyword);
    return new Response(JSON.stringify({ keyword, suggestions: answer(keyword) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox(keyword = '') {
  const onSearch = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (value: string) => (
    <QueryClientProvider client={client}>
      <SearchBox keyword={value} onSearch={onSearch} />
    </QueryClientProvider>
  );
  const view = render(tree(keyword));
  const input = screen.getByRole('combobox', { name: '검색어' }) as HTMLInputElement;
  const form = input.closest('form') as HTMLFormElement;
  /** The URL's keyword changed (a search landed, or back navigation). */
  const urlKeyword = (value: string) => view.rerender(tree(value));
  return { input, form, onSearch, urlKeyword };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search box and the Korean IME', () => {
  it('does not submit for the Enter that finishes a syllable, and submits once afterwards', () => {
    const { input, form, onSearch } = renderBox();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '사과' } });
    // The IME's Enter: the browser must not submit the form for it.
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(notPrevented).toBe(false);
    // Even if a browser submits anyway, nothing is searched while composing.
    fireEvent.submit(form);
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.compositionEnd(input, { data: '과' });
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 })).toBe(true);
    fireEvent.submit(form);
    // A second submit of the same text (Safari's echo Enter, a double tap) is not a second search.
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('사과');
  });

  it('submits nothing for a blank box, and trims what it submits', () => {
    const { input, form, onSearch } = renderBox();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  한우 ' } });
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith('한우');
  });

  it('asks for suggestions only for a complete query, once typing pauses', async () => {
    const { input } = renderBox();
    input.focus();
    fireEvent.change(input, { target: { value: '사' } });
    fireEvent.change(input, { target: { value: '사ㄱ' } });
    await pause(SUGGEST_DEBOUNCE_MS * 2);
    // `사` was replaced before the pause, and `사ㄱ` is a syllable still being composed.
    expect(asked).toEqual([]);

    fireEvent.change(input, { target: { value: '사과' } });
    await waitFor(() => expect(asked).toEqual(['사과']));
    fireEvent.change(input, { target: { value: 'ㅅㄱ' } });
    await waitFor(() => expect(asked).toEqual(['사과', 'ㅅㄱ']));
  });

  it('bolds the matched part from the server offsets and never renders markup from a suggestion', async () => {
    const hostile = '<img src=x onerror="alert(1)">사과';
    answer = () => [
      { text: '꿀사과', kind: 'KEYWORD', highlights: [{ start: 1, length: 2 }] },
      { text: hostile, kind: 'PRODUCT', highlights: [{ start: hostile.indexOf('사과'), length: 2 }] },
    ];
    const { input, onSearch } = renderBox();
    input.focus();
    fireEvent.change(input, { target: { value: '사과' } });
    const [option, other] = await screen.findAllByRole('option');
    expect(option?.textContent).toContain('꿀사과');
    expect(option?.querySelector('b')?.textContent).toBe('사과');
    expect(document.querySelector('img')).toBeNull();
    expect(other?.textContent).toContain(hostile);
    expect(other?.querySelector('b')?.textContent).toBe('사과');

    fireEvent.click(option as HTMLElement);
    expect(onSearch).toHaveBeenCalledWith('꿀사과');
  });

  it('clears the box with the clear button and keeps the focus in it', () => {
    const { input } = renderBox('사과');
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    answer = () => [
      { text: '사과', kind: 'KEYWORD', highlights: [{ start: 0, length: 2 }] },
      { text: '사과즙', kind: 'KEYWORD', highlights: [{ start: 0, length: 2 }] },
    ];
    const { input, form, onSearch } = renderBox();
    input.focus();
    fireEvent.change(input, { target: { value: '사과' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const selected = screen
      .getAllByRole('option')
      .filter((node) => node.getAttribute('aria-selected') === 'true');
    expect(selected.map((node) => node.textContent)).toEqual(['검색어사과즙']);
    expect(input.getAttribute('aria-activedescendant')).toBe(selected[0]?.id);
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith('사과즙');
  });

  it('shows the URL keyword after back navigation, but keeps what was typed before a search landed', () => {
    const { input, form, urlKeyword } = renderBox('사과');
    urlKeyword('배');
    expect(input.value).toBe('배');

    fireEvent.change(input, { target: { value: '한우' } });
    fireEvent.submit(form);
    // Typing again before the URL shows 한우: the new text stays.
    fireEvent.change(input, { target: { value: '귤' } });
    urlKeyword('한우');
    expect(input.value).toBe('귤');

    // Back to 배 without a search in flight: the box follows the URL.
    urlKeyword('배');
    expect(input.value).toBe('배');
  });
});

describe('search box focus', () => {
  it('takes the focus when the screen learns it is the search main screen after the box mounted', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const tree = (autoFocus: boolean) => (
      <QueryClientProvider client={client}>
        <SearchBox keyword="" onSearch={() => {}} autoFocus={autoFocus} />
      </QueryClientProvider>
    );
    const view = render(tree(false));
    const input = screen.getByRole('combobox', { name: '검색어' });
    expect(document.activeElement).not.toBe(input);
    view.rerender(tree(true));
    expect(document.activeElement).toBe(input);
  });
});
