/**
 * The small × button that takes one item off a list (a recent keyword or product, a picked photo, a
 * tagged product). `label` is its accessible name, e.g. `${keyword} 삭제`. The × is drawn in a 12- or
 * 16-unit box, at `size` px and `strokeWidth`, as each list was designed.
 */
export function RemoveButton({
  className,
  label,
  onClick,
  box,
  size = box,
  strokeWidth,
}: {
  className: string | undefined;
  label: string;
  onClick: () => void;
  box: 12 | 16;
  size?: number;
  strokeWidth: number;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <svg viewBox={`0 0 ${box} ${box}`} width={size} height={size} aria-hidden="true">
        <path
          d={box === 12 ? 'M2.5 2.5l7 7M9.5 2.5l-7 7' : 'M4 4l8 8M12 4l-8 8'}
          stroke="currentColor"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
