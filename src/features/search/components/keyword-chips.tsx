import styles from './keyword-chips.module.css';

/** Keywords to tap and search for. */
export function KeywordChips({
  keywords,
  onPick,
}: {
  keywords: readonly string[];
  onPick: (keyword: string) => void;
}) {
  return (
    <ul className={styles.chips}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <button type="button" className={styles.chipBox} onClick={() => onPick(keyword)}>
            <span className={styles.chip}>{keyword}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
