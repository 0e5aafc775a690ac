import { COMMUNITY_TYPE_LABELS, type CommunityType } from '#contract/rules/community-rules.ts';
import { escapeHtml } from '../../shared/html.ts';

/**
 * The pre-paint shell of a deal or post page (docs/performance.md, "Detail pages"): the server already
 * reads the deal or post for its link preview, so it also writes the page's header and largest element
 * (the deal's picture; the post's first photo, else its title and text) into index.html's shell, as
 * real markup at the sizes the React screen renders them (index.html's `.shell-*` rules mirror the CSS
 * modules). The picture then paints from the HTML instead of waiting for the app to boot and ask for
 * the data; React replaces the shell with the same layout. Every text is escaped here.
 */

export interface DealShell {
  kind: 'deal';
  title: string;
  subtitle: string;
  /** The headline product's picture, exactly as the deal screen's `deal.imageUrl`. */
  imageUrl: string;
  /**
   * The answer a guest gets from `GET <path>` (the deal's detail has no member fields), written into
   * the page so the screen does not ask for it again (src/platform/page-data.ts).
   */
  data?: { path: string; answer: unknown } | undefined;
}

export interface PostShell {
  kind: 'post';
  type: CommunityType;
  title: string | null;
  body: string;
  /** The first photo as the contract gives it to the screen (`src`, `srcSet`) and its shape. */
  photo?: { src: string; srcSet: string; width: number; height: number } | undefined;
}

export type PageShell = DealShell | PostShell;

/** The photo carousel's box ratio (features/community/components/photo-carousel.tsx): between 3:4 and 4:3. */
export const photoRatio = (width: number, height: number) => Math.min(Math.max(width / height, 3 / 4), 4 / 3);

/** The carousel's `sizes`, so the browser picks the same file from `srcSet` the screen will show. */
const PHOTO_SIZES = '(min-width: 480px) 480px, 100vw';

/** The header as ui/app-header renders it on a detail page: back, the route's title, home and share. */
const header = (title: string) =>
  `<div class="shell-header shell-bar"><span class="shell-title">${escapeHtml(title)}</span></div>`;

function dealShell(shell: DealShell): string {
  const subtitle = shell.subtitle ? `<p class="shell-sub">${escapeHtml(shell.subtitle)}</p>` : '';
  return [
    header('딜 상세'),
    '<div class="shell-deal">',
    `<div class="shell-deal-hero"><img src="${escapeHtml(shell.imageUrl)}" alt="" fetchpriority="high"></div>`,
    '<div class="shell-deal-summary"><div class="shell-status"></div>',
    `<p class="shell-deal-title">${escapeHtml(shell.title)}</p>${subtitle}</div>`,
    '</div>',
  ].join('');
}

function postShell(shell: PostShell): string {
  const photo = shell.photo;
  const title = shell.title === null ? '' : `<p class="shell-post-title">${escapeHtml(shell.title)}</p>`;
  const picture = photo
    ? `<div class="shell-photo" style="aspect-ratio: ${photoRatio(photo.width, photo.height)}">` +
      `<img src="${escapeHtml(photo.src)}" srcset="${escapeHtml(photo.srcSet)}" sizes="${PHOTO_SIZES}" alt="" fetchpriority="high"></div>`
    : '';
  const body = shell.body.trim() === '' ? '' : `<p class="shell-body">${escapeHtml(shell.body)}</p>`;
  return [
    // The route's title, as the board and question routes name themselves (their `staticData`).
    header(shell.type === 'qna' ? '질문' : '게시글'),
    '<div class="shell-post-screen"><div class="shell-post">',
    `<p class="shell-badges"><span class="shell-type">${escapeHtml(COMMUNITY_TYPE_LABELS[shell.type])}</span></p>`,
    `${title}<div class="shell-author"></div>${picture}${body}`,
    '</div></div>',
  ].join('');
}

/** What a screen reader hears while the shell stands in for the screen (as the screens' skeletons say). */
const LOADING_STATUS = { deal: '딜을 불러오는 중', post: '글을 불러오는 중' } as const;

/**
 * The shell's markup (inside index.html's `.shell` box, which is aria-hidden: React's screen is the
 * page), after a visually hidden status saying the page is loading, which React's first render removes.
 */
export function shellMarkup(shell: PageShell): string {
  const inner = shell.kind === 'deal' ? dealShell(shell) : postShell(shell);
  const status = `<p class="visually-hidden" role="status">${LOADING_STATUS[shell.kind]}</p>`;
  return `${status}<div class="shell" aria-hidden="true" data-shell="${shell.kind}">${inner}</div>`;
}

/**
 * JSON inside a <script> element: the parser ends the element at `</script` and treats `<!--` specially,
 * whatever the quotes, so every `<` (and `>`, `&`) is written as a JSON escape, which JSON.parse reads back.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The embedded answer, read (once) by the page's query instead of a request. */
const pageData = (data: { path: string; answer: unknown }) =>
  `<script type="application/json" id="page-data" data-path="${escapeHtml(data.path)}">${scriptJson(data.answer)}</script>`;

const BODY_SHELL = /<!--shell-->[\s\S]*?<!--\/shell-->/;
const HEAD_SHELL = /<!--shell:head-->[\s\S]*?<!--\/shell:head-->/;

/**
 * index.html with the page's shell in place of the home's (between `<!--shell-->` and `<!--/shell-->`),
 * and without the home's banner preload (between `<!--shell:head-->` markers), which this page never
 * shows: one request fewer. An index.html without the markers is returned unchanged.
 */
export function withShell(html: string, shell: PageShell): string {
  if (!BODY_SHELL.test(html)) return html;
  const data = shell.kind === 'deal' && shell.data ? pageData(shell.data) : '';
  return html
    .replace(HEAD_SHELL, '')
    .replace(BODY_SHELL, () => `<!--shell-->${shellMarkup(shell)}<!--/shell-->${data}`);
}
