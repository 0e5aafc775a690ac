import { COMMUNITY_LIMITS } from '#contract/rules/community-rules.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../../shared/context.ts';
import { COMMUNITY_MODERATION_USAGE, runModerationCli } from '../moderation/moderation.cli.ts';
import { createSurvey, surveyProblem } from './survey.service.ts';

/**
 * `npm run admin -- community survey create "<제목>" "<선택지1>" "<선택지2>" ... --closes <시각|+N일>`:
 * the operator opens a vote (members cannot). Every other `community ...` command is the moderation's
 * (moderation/moderation.cli.ts). Bad input prints the reason and answers exit code 2, writing nothing.
 */
export const COMMUNITY_SURVEY_USAGE = `  community survey create "<제목>" "<선택지1>" "<선택지2>" ... --closes <ISO 시각|+N d|+N h> [--body "<내용>"]
                                         커뮤니티 투표 열기 (선택지 ${COMMUNITY_LIMITS.surveyOptionsMin}~${COMMUNITY_LIMITS.surveyOptionsMax}개, 예: --closes +7d 또는 2026-12-31T15:00:00Z)`;

export interface SurveyCreateCommand {
  title: string;
  options: string[];
  body: string;
  /** An instant, or a span after now ({ hours }). */
  closes: { at: Date } | { hours: number };
}

/** ISO 8601 with a date, a time and an explicit zone: an operator in Seoul never means UTC by accident. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const SPAN = /^\+(\d{1,3})([dh])$/;

export function parseSurveyCommand(
  args: readonly string[],
): { command: SurveyCreateCommand } | { error: string } {
  const [verb, ...rest] = args;
  if (verb !== 'create') return { error: `community survey 다음에는 create 를 적어 주세요: ${verb ?? ''}` };
  const positional: string[] = [];
  let closes: string | undefined;
  let body = '';
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] as string;
    if (arg === '--closes' || arg === '--body') {
      const value = rest[index + 1];
      if (value === undefined) return { error: `${arg} 다음에 값을 적어 주세요.` };
      if (arg === '--closes') closes = value;
      else body = value;
      index += 1;
    } else {
      positional.push(arg);
    }
  }
  const [title, ...options] = positional;
  if (title === undefined) return { error: '투표 제목을 적어 주세요.' };
  if (closes === undefined) return { error: '마감 시각을 --closes 로 적어 주세요 (예: --closes +7d).' };
  const span = SPAN.exec(closes);
  let when: SurveyCreateCommand['closes'];
  if (span) {
    const hours = Number(span[1]) * (span[2] === 'd' ? 24 : 1);
    if (hours < 1) return { error: '마감은 지금보다 뒤여야 합니다.' };
    when = { hours };
  } else if (ISO_INSTANT.test(closes) && !Number.isNaN(Date.parse(closes))) {
    when = { at: new Date(closes) };
  } else {
    return { error: `마감 시각은 +7d, +12h 또는 2026-12-31T15:00:00Z 처럼 적어 주세요: ${closes}` };
  }
  return { command: { title, options, body, closes: when } };
}

export async function executeSurveyCreate(ctx: CliContext, command: SurveyCreateCommand): Promise<number> {
  const closesAt =
    'at' in command.closes
      ? command.closes.at
      : new Date(ctx.now.getTime() + command.closes.hours * 3_600_000);
  const input = { title: command.title, options: command.options, body: command.body, closesAt };
  const problem = surveyProblem(input, ctx.now);
  if (problem) {
    ctx.io.err(problem);
    return 2;
  }
  const postId = await createSurvey(ctx.db, input, ctx.now);
  ctx.io.out(
    `투표 #${postId} 을(를) 열었습니다: ${command.title.trim()} (선택지 ${command.options.length}개, 마감 ${closesAt.toISOString()})`,
  );
  return 0;
}

/** `community ...`: `survey create` here, everything else to the moderation commands. */
export async function runCommunityCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  if (args[0] !== 'survey') return runModerationCli(ctx, args);
  const parsed = parseSurveyCommand(args.slice(1));
  if ('error' in parsed) {
    ctx.io.err(parsed.error);
    ctx.io.err(COMMUNITY_SURVEY_USAGE);
    return 2;
  }
  return executeSurveyCreate(ctx, parsed.command);
}

/**
 * `community ...` (but `community photos` and `community words`, their own groups): the survey and
 * the moderation commands.
 */
export const communityCli: CliGroup = {
  commands: ['community'],
  usage: `${COMMUNITY_MODERATION_USAGE}\n${COMMUNITY_SURVEY_USAGE}`,
  parse: wordsAfter(1),
  run: runCommunityCli,
};
