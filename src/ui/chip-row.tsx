import styles from './chips.module.css';

/**
 * A row of choice chips under one legend, the pressed one `selected`: the home's deal sorts and the
 * product lists' filters (product-grid-filters.tsx). On the first screen of `/`.
 */
export function ChipRow<C extends string>({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly { code: C; name: string }[];
  selected: C;
  onSelect: (code: C) => void;
}) {
  return (
    <fieldset className={styles.row}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.code}
          type="button"
          className={styles.chipBox}
          aria-pressed={option.code === selected}
          onClick={() => onSelect(option.code)}
        >
          <span className={styles.chip}>{option.name}</span>
        </button>
      ))}
    </fieldset>
  );
}
