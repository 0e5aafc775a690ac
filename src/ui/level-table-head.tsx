import { LEVEL_WINDOW_MONTHS } from '#contract/rules/star-rules.ts';

/** The head of a table of the star levels (the my-level screen, the terms' article 8). */
export function LevelTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">등급</th>
        <th scope="col">최근 {LEVEL_WINDOW_MONTHS}개월 적립 별</th>
      </tr>
    </thead>
  );
}
