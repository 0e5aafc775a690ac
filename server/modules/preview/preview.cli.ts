import { SEOUL_TIME_ZONE } from '#contract/constants.ts';
import { type PreviewKind, previewKinds } from '#contract/preview.ts';
import { type AppConfig, loadConfig } from '../../config.ts';
import { withLocalSecrets } from '../../local-secrets.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { previewTargetExists } from './preview.repository.ts';
import { createPreviewLink } from './preview.service.ts';
import { previewKey } from './preview.tokens.ts';

/** `npm run admin -- preview-link <kind> <id> [--ttl <seconds>]`. */
export const PREVIEW_LINK_USAGE =
  '  preview-link deal|period|event|notice <번호> [--ttl <초>]  비공개 콘텐츠 미리보기 링크 (기본 1시간 유효)';

export interface PreviewLinkCommand {
  kind: PreviewKind;
  id: number;
  ttlSeconds: number | undefined;
}

const MIN_TTL = 60;
const MAX_TTL = 30 * 24 * 60 * 60;

export function parsePreviewLinkArgs(
  args: readonly string[],
): { command: PreviewLinkCommand } | { error: string } {
  const [kind, id, ...rest] = args;
  if (!(previewKinds as readonly string[]).includes(kind ?? '')) {
    return { error: `미리보기 종류는 ${previewKinds.join(', ')} 중 하나여야 합니다.` };
  }
  if (!id || !/^\d{1,12}$/.test(id)) return { error: '미리보기할 콘텐츠 번호(숫자)를 적어 주세요.' };
  let ttlSeconds: number | undefined;
  if (rest.length > 0) {
    const [flag, value] = rest;
    const ttl = Number(value);
    if (rest.length !== 2 || flag !== '--ttl' || !Number.isInteger(ttl) || ttl < MIN_TTL || ttl > MAX_TTL) {
      return { error: `--ttl 은 ${MIN_TTL}초에서 ${MAX_TTL}초(30일) 사이의 정수여야 합니다.` };
    }
    ttlSeconds = ttl;
  }
  return { command: { kind: kind as PreviewKind, id: Number(id), ttlSeconds } };
}

export interface PreviewLinkContext extends CliContext {
  config: Pick<
    AppConfig,
    'JWT_SECRET' | 'PREVIEW_TOKEN_SECRET' | 'PREVIEW_TOKEN_TTL_SECONDS' | 'PUBLIC_BASE_URL' | 'PORT'
  >;
}

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/**
 * Prints a link that shows one piece of unpublished content to whoever opens it, until it expires.
 * The link is signed with the server's own key, so the command must run with the server's config.
 */
export async function runPreviewLink(ctx: PreviewLinkContext, args: readonly string[]): Promise<number> {
  const parsed = parsePreviewLinkArgs(args);
  if ('error' in parsed) {
    ctx.io.err(parsed.error);
    ctx.io.err(PREVIEW_LINK_USAGE);
    return 2;
  }
  const { kind, id, ttlSeconds } = parsed.command;
  if (!(await previewTargetExists(ctx.db, kind, id))) {
    ctx.io.err(`${kind} ${id} 을(를) 찾을 수 없습니다.`);
    return 1;
  }
  const baseUrl = ctx.config.PUBLIC_BASE_URL ?? `http://localhost:${ctx.config.PORT}`;
  const { url, expiresAt } = await createPreviewLink(
    previewKey(ctx.config),
    { kind, id },
    ctx.now,
    ttlSeconds ?? ctx.config.PREVIEW_TOKEN_TTL_SECONDS,
    baseUrl,
  );
  ctx.io.out(url);
  ctx.io.out(`유효 기간: ${seoulTime.format(expiresAt)}까지 (한국 시간)`);
  return 0;
}

/**
 * `preview-link ...`. The link is signed with the running server's keys (data/secrets.json on the
 * embedded default), or it would not verify: only this command reads them.
 */
export const previewLinkCli: CliGroup = {
  commands: ['preview-link'],
  usage:
    '  preview-link deal|period|event|notice <번호> [--ttl <초>]  비공개 콘텐츠 미리보기 링크 (기본 1시간)',
  parse: wordsAfter(1),
  run: (ctx, args) => runPreviewLink({ ...ctx, config: loadConfig(withLocalSecrets()) }, args),
};
