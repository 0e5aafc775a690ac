/**
 * Pretendard, loaded once the page has loaded and the first screen is shown (see main.tsx). A Korean
 * page needs a dozen of its unicode-range subsets (about 350 KB); fetched up front they compete with
 * the code, data and images of the first screen on a slow phone connection. Until they arrive the system Korean font shows
 * (font-display: swap), and the layout keeps every text box at a fixed height, so the swap moves nothing.
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
