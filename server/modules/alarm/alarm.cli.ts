import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ALARM_LIMITS, ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import type { DB } from '../../db/schema.ts';
import { type CliContext, type CliGroup, wordsAfter } from '../../shared/context.ts';
import { eventLink } from './alarm.events.ts';
import { excerpt } from './alarm.repository.ts';

/** `npm run admin -- event announce <eventId> "<안내 문구>"` (docs/alarms.md). */
export const EVENT_USAGE =
  '  event announce <eventId> "<안내 문구>"   이벤트 결과 발표: 응모한 회원 모두에게 알림 (다시 실행해도 한 번만)';

/**
 * Notifies every applicant of an event (event_apply) that its result is out, with the operator's line
 * as the notification's detail. One INSERT … SELECT of the applicants who have not withdrawn, each row
 * keyed `event-result:<eventId>` per member, so a second run (or a run after more applications) adds
 * only the members who have none yet. Prunes are left to the members' next notification.
 */
export async function announceEventResult(
  db: Kysely<DB>,
  input: { eventId: number; message: string; now: Date },
): Promise<{ notified: number; applicants: number }> {
  const dedupeKey = `event-result:${input.eventId}`;
  const at = input.now.toISOString();
  const detail = excerpt(input.message);
  const result = await db
    .insertInto('alarm')
    .columns([
      'member_id',
      'alarm_type',
      'dedupe_key',
      'event_id',
      'detail',
      'link',
      'created_at',
      'actor_count',
    ])
    .expression((eb) =>
      eb
        .selectFrom('event_apply as a')
        .innerJoin('member as m', 'm.member_id', 'a.member_id')
        .select([
          'a.member_id',
          sql<number>`${ALARM_TYPE.eventResult}`.as('alarm_type'),
          sql<string>`${dedupeKey}`.as('dedupe_key'),
          sql<number>`${input.eventId}`.as('event_id'),
          sql<string | null>`${detail}`.as('detail'),
          sql<string>`${eventLink(input.eventId)}`.as('link'),
          sql<string>`${at}`.as('created_at'),
          sql<number>`1`.as('actor_count'),
        ])
        .where('a.event_id', '=', input.eventId)
        .where('m.withdrawn_at', 'is', null),
    )
    .onConflict((oc) => oc.columns(['member_id', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  const applicants = await db
    .selectFrom('event_apply')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', input.eventId)
    .executeTakeFirst();
  return {
    notified: Number(result.numInsertedOrUpdatedRows ?? 0n),
    applicants: Number(applicants?.count ?? 0),
  };
}

/** `event <args>`; exit codes: 0 done, 1 unknown event, 2 bad arguments. */
export async function runEventCli(ctx: CliContext, args: readonly string[]): Promise<number> {
  const [command, id, message, ...extra] = args;
  const eventId = Number(id);
  const text = message?.trim() ?? '';
  if (command !== 'announce' || !/^\d{1,10}$/.test(id ?? '') || text === '' || extra.length > 0) {
    ctx.io.err('사용법:');
    ctx.io.err(EVENT_USAGE);
    return 2;
  }
  if ([...text].length > ALARM_LIMITS.messageMax) {
    ctx.io.err(`안내 문구는 ${ALARM_LIMITS.messageMax}자까지 쓸 수 있습니다.`);
    return 2;
  }
  const event = await ctx.db
    .selectFrom('event')
    .select(['event_id', 'title'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!event) {
    ctx.io.err(`이벤트 #${eventId}를 찾을 수 없습니다.`);
    return 1;
  }
  const { notified, applicants } = await announceEventResult(ctx.db, {
    eventId,
    message: text,
    now: ctx.now,
  });
  ctx.io.out(
    `이벤트 #${eventId} ${event.title}: 응모 ${applicants}명 중 ${notified}명에게 결과 알림을 보냈습니다 (이미 받은 회원과 탈퇴한 회원 제외).`,
  );
  return 0;
}

export const eventCli: CliGroup = {
  commands: ['event'],
  usage: EVENT_USAGE,
  parse: wordsAfter(1),
  run: runEventCli,
};
