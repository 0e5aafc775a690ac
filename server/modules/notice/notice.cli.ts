import { readFile } from 'node:fs/promises';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { seoulClock, seoulDate } from '#contract/rules/seoul-time.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { findNoticeRow, insertNotice, listAllNotices, updateNotice } from './notice.repository.ts';
import { noticeSummary } from './notice.service.ts';

/**
 * `npm run admin -- notice list|add|edit|pin|publish|unpublish`: operators publish notices (docs/notices.md).
 * The body is HTML from a file, or from stdin with `--body -`; the SPA sanitises it before showing it.
 */
export const NOTICE_USAGE = `  notice list                          공지 전체 목록 (비공개 포함)
  notice add --title <제목> --body <파일|-> [--summary <요약>] [--image <URL>] [--pin] [--draft]
                                       공지 게시 (본문 HTML은 파일 또는 표준 입력; --draft 는 비공개로 저장)
  notice edit <번호> [--title <제목>] [--body <파일|->] [--summary <요약>] [--image <URL> | --no-image]
                                       공지 수정 (수정 시각 기록; 본문만 바꾸면 요약도 본문에서 다시 만듦)
  notice pin <번호> [--off]            목록 맨 위에 고정 (--off: 고정 해제)
  notice publish <번호>                비공개 공지를 지금 시각으로 게시
  notice unpublish <번호>              공지를 내림 (목록·상세·최근 공지에서 사라짐)`;

/** Column sizes of 0001/0014 and a body an operator can still read back. */
export const NOTICE_LIMITS = { title: 200, summary: 300, imageUrl: 2048, bodyChars: 200_000 } as const;

export interface NoticeCliContext extends CliContext {
  /** Where `--body <path>` and `--body -` read from; tests replace them. */
  input?: { readFile(path: string): Promise<string>; readStdin(): Promise<string> };
}

const nodeInput = {
  readFile: (path: string) => readFile(path, 'utf8'),
  async readStdin(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

class UsageError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain-text summary of a body: the seeded notices' rule (noticeSummary: tags out, 120
 * characters) after what never shows is removed (scripts, styles, comments), with the common entities
 * read as text.
 */
export function summaryOf(html: string): string {
  const visible = html
    .replace(/<(script|style|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ');
  return noticeSummary(visible).replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_, name: string) => ENTITIES[name] ?? '',
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(value: string, label: string, max: number, { allowEmpty = false } = {}): string {
  const clean = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!allowEmpty && clean === '') throw new UsageError(`${label}을(를) 비워 둘 수 없습니다.`);
  if (CONTROL.test(value)) throw new UsageError(`${label}에 제어 문자를 쓸 수 없습니다.`);
  if ([...clean].length > max) throw new UsageError(`${label}은(는) ${max}자 이하여야 합니다.`);
  return clean;
}

/** An https address, or a path on our own site (`/media/...`): what link previews can fetch. */
function imageUrl(value: string): string {
  const url = value.trim();
  if (url.length > NOTICE_LIMITS.imageUrl)
    throw new UsageError(`이미지 주소는 ${NOTICE_LIMITS.imageUrl}자 이하여야 합니다.`);
  const ownPath = /^\/(?!\/)[^\s\\]*$/.test(url);
  const https = URL.canParse(url) && new URL(url).protocol === 'https:';
  if (!ownPath && !https)
    throw new UsageError('이미지 주소는 https:// 주소나 / 로 시작하는 경로여야 합니다.');
  return url;
}

async function body(ctx: NoticeCliContext, source: string): Promise<string> {
  const input = ctx.input ?? nodeInput;
  let html: string;
  try {
    html = source === '-' ? await input.readStdin() : await input.readFile(source);
  } catch (error) {
    throw new UsageError(
      `본문 파일을 읽을 수 없습니다: ${source} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  html = html.replace(/^\uFEFF/, '').normalize('NFC');
  if (html.includes('\uFFFD')) throw new UsageError('본문은 UTF-8 로 저장된 파일이어야 합니다.');
  if (html.trim() === '') throw new UsageError('본문이 비어 있습니다.');
  if (html.length > NOTICE_LIMITS.bodyChars)
    throw new UsageError(`본문은 ${NOTICE_LIMITS.bodyChars.toLocaleString('ko-KR')}자 이하여야 합니다.`);
  if (summaryOf(html) === '') throw new UsageError('본문에 글자가 없습니다.');
  if (/<script|\son\w+\s*=/i.test(html))
    ctx.io.out('알림: 본문의 스크립트와 이벤트 처리기(on...)는 화면에 표시할 때 제거됩니다.');
  return html;
}

function noticeId(value: string | undefined, command: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw new UsageError(`notice ${command} 다음에는 공지 번호(숫자)를 적어 주세요.`);
  return Number(value);
}

function parse<O extends NonNullable<ParseArgsConfig['options']>>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(
        `알 수 없는 옵션입니다: ${(error as Error).message.match(/'([^']+)'/)?.[1] ?? ''}`,
      );
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError('옵션 다음에 값을 적어 주세요.');
    throw new UsageError('인자를 읽을 수 없습니다.');
  }
}

function when(iso: string): string {
  const at = new Date(iso);
  return `${seoulDate(at)} ${seoulClock(at)}`;
}

async function list(ctx: NoticeCliContext): Promise<number> {
  const rows = await listAllNotices(ctx.db);
  if (rows.length === 0) ctx.io.out('공지가 없습니다.');
  for (const row of rows) {
    const flags = [row.published === 1 ? '게시' : '비공개', row.pinned === 1 ? '고정' : ''].filter(Boolean);
    ctx.io.out(`${row.notice_id}\t${when(row.created_at)}\t[${flags.join(', ')}]\t${row.title}`);
  }
  ctx.io.out(`공지 ${rows.length}개 (시각은 한국 시간)`);
  return 0;
}

async function add(ctx: NoticeCliContext, args: readonly string[]): Promise<number> {
  const { values, positionals } = parse(args, {
    title: { type: 'string' },
    body: { type: 'string' },
    summary: { type: 'string' },
    image: { type: 'string' },
    pin: { type: 'boolean' },
    draft: { type: 'boolean' },
  });
  if (positionals.length > 0) throw new UsageError(`필요 없는 인자가 있습니다: ${positionals.join(' ')}`);
  if (typeof values.title !== 'string') throw new UsageError('--title 로 제목을 적어 주세요.');
  if (typeof values.body !== 'string')
    throw new UsageError('--body 로 본문 HTML 파일(표준 입력은 -)을 적어 주세요.');
  const title = text(values.title, '제목', NOTICE_LIMITS.title);
  const summary =
    typeof values.summary === 'string' ? text(values.summary, '요약', NOTICE_LIMITS.summary) : undefined;
  const image = typeof values.image === 'string' ? imageUrl(values.image) : null;
  const html = await body(ctx, values.body);
  const published = values.draft !== true;
  const id = await insertNotice(ctx.db, {
    title,
    summary: summary ?? summaryOf(html),
    body_html: html,
    image_url: image,
    published: published ? 1 : 0,
    pinned: values.pin === true ? 1 : 0,
    created_at: ctx.now.toISOString(),
    updated_at: null,
  });
  ctx.io.out(
    published
      ? `공지 ${id}번을 게시했습니다${values.pin ? ' (고정)' : ''}: ${title}`
      : `공지 ${id}번을 비공개로 저장했습니다. 게시하려면: notice publish ${id}`,
  );
  return 0;
}

async function edit(ctx: NoticeCliContext, args: readonly string[]): Promise<number> {
  const { values, positionals } = parse(args, {
    title: { type: 'string' },
    body: { type: 'string' },
    summary: { type: 'string' },
    image: { type: 'string' },
    'no-image': { type: 'boolean' },
  });
  const id = noticeId(positionals[0], 'edit');
  if (positionals.length > 1)
    throw new UsageError(`필요 없는 인자가 있습니다: ${positionals.slice(1).join(' ')}`);
  if (typeof values.image === 'string' && values['no-image'])
    throw new UsageError('--image 와 --no-image 는 함께 쓸 수 없습니다.');
  const changes: Parameters<typeof updateNotice>[2] = {};
  if (typeof values.title === 'string') changes.title = text(values.title, '제목', NOTICE_LIMITS.title);
  if (typeof values.summary === 'string')
    changes.summary = text(values.summary, '요약', NOTICE_LIMITS.summary);
  if (typeof values.image === 'string') changes.image_url = imageUrl(values.image);
  if (values['no-image']) changes.image_url = null;
  if (typeof values.body === 'string') {
    changes.body_html = await body(ctx, values.body);
    changes.summary ??= summaryOf(changes.body_html);
  }
  if (Object.keys(changes).length === 0)
    throw new UsageError('바꿀 항목(--title, --body, --summary, --image, --no-image)을 적어 주세요.');
  if (!(await findNoticeRow(ctx.db, id))) return missing(ctx, id);
  await updateNotice(ctx.db, id, { ...changes, updated_at: ctx.now.toISOString() });
  ctx.io.out(`공지 ${id}번을 수정했습니다.`);
  return 0;
}

function missing(ctx: NoticeCliContext, id: number): number {
  ctx.io.err(`공지 ${id}번을 찾을 수 없습니다. notice list 로 번호를 확인해 주세요.`);
  return 1;
}

async function pin(ctx: NoticeCliContext, args: readonly string[]): Promise<number> {
  const { values, positionals } = parse(args, { off: { type: 'boolean' } });
  const id = noticeId(positionals[0], 'pin');
  if (positionals.length > 1)
    throw new UsageError(`필요 없는 인자가 있습니다: ${positionals.slice(1).join(' ')}`);
  const row = await findNoticeRow(ctx.db, id);
  if (!row) return missing(ctx, id);
  const pinned = values.off === true ? 0 : 1;
  if (row.pinned === pinned) {
    ctx.io.out(`공지 ${id}번은 이미 ${pinned ? '고정되어' : '고정되지 않아'} 있습니다.`);
    return 0;
  }
  await updateNotice(ctx.db, id, { pinned });
  ctx.io.out(`공지 ${id}번을 ${pinned ? '목록 맨 위에 고정했습니다' : '고정 해제했습니다'}.`);
  return 0;
}

async function setPublished(
  ctx: NoticeCliContext,
  args: readonly string[],
  publish: boolean,
): Promise<number> {
  const command = publish ? 'publish' : 'unpublish';
  const id = noticeId(args[0], command);
  if (args.length > 1) throw new UsageError(`필요 없는 인자가 있습니다: ${args.slice(1).join(' ')}`);
  const row = await findNoticeRow(ctx.db, id);
  if (!row) return missing(ctx, id);
  if (row.published === (publish ? 1 : 0)) {
    ctx.io.out(`공지 ${id}번은 이미 ${publish ? '게시' : '비공개'} 상태입니다.`);
    return 0;
  }
  // created_at is the publish time: a notice published now lists as new.
  await updateNotice(
    ctx.db,
    id,
    publish ? { published: 1, created_at: ctx.now.toISOString() } : { published: 0 },
  );
  ctx.io.out(
    publish
      ? `공지 ${id}번을 게시했습니다.`
      : `공지 ${id}번을 내렸습니다. 다시 게시하려면: notice publish ${id}`,
  );
  return 0;
}

/** `notice <args>`; exit codes: 0 done (or already so), 1 no such notice, 2 bad arguments or input. */
export async function runNoticeCli(ctx: NoticeCliContext, args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  try {
    if (action === 'list' && rest.length === 0) return await list(ctx);
    if (action === 'add') return await add(ctx, rest);
    if (action === 'edit') return await edit(ctx, rest);
    if (action === 'pin') return await pin(ctx, rest);
    if (action === 'publish' || action === 'unpublish')
      return await setPublished(ctx, rest, action === 'publish');
    throw new UsageError('notice 다음에는 list, add, edit, pin, publish 또는 unpublish 를 적어 주세요.');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    ctx.io.err(error.message);
    ctx.io.err(NOTICE_USAGE);
    return 2;
  }
}

export const noticeCli: CliGroup<readonly string[], NoticeCliContext> = {
  commands: ['notice'],
  usage: NOTICE_USAGE,
  parse: wordsAfter(1),
  run: runNoticeCli,
};
