/**
 * The end of a search form's field: the × that empties it (only while it holds text) and the
 * magnifier that submits the form.
 */
export function SearchFieldButtons({
  showClear,
  onClear,
  clearClassName,
  submitClassName,
}: {
  showClear: boolean;
  onClear: () => void;
  clearClassName: string | undefined;
  submitClassName: string | undefined;
}) {
  return (
    <>
      {showClear && (
        <button type="button" className={clearClassName} aria-label="검색어 지우기" onClick={onClear}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="#c4c4c4" />
            <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <button type="submit" className={submitClassName} aria-label="검색">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </>
  );
}
