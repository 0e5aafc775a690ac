import { SOCIAL_CHANNEL } from '#contract/constants.ts';
import { GAME_TOTAL_WEIGHT, gameRewardFor } from '#contract/game.ts';
import { partnerPointsFor } from '#contract/point.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';
import type { Db } from '../db/schema.ts';
import { findMemberByIdentity, insertMember } from '../modules/account/account.repository.ts';

import { naverIdentities } from '../modules/dev-idp/dev-idp.identities.ts';

import { findEntryByKey, insertExchange, updateExchange } from '../modules/point/point.repository.ts';

import { awardStars, expireDue, withLedger } from '../modules/point/point.service.ts';

import { createRandom } from '../shared/prng.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type SeedEvent =
  | { at: Date; kind: 'earn'; amount: number; reason: string; source: string; key: string }
  | { at: Date; kind: 'exchange'; stars: number; outcome: 'completed' | 'failed'; key: string };

/**
 * Fifteen months of star history for a demo member (seedDemoStarMembers), a pure function of the member id and
 * `now`: daily game rewards on some days of each month, two event bonuses, a completed exchange and one
 * the partner refused, and (because the oldest lots outlive their 12 months) some expiries.
 */
export function starHistoryEvents(memberId: number, now: Date): SeedEvent[] {
  const random = createRandom(0x5eed_57a2 ^ memberId);
  const events: SeedEvent[] = [];
  const prefix = `seed:member:${memberId}`;
  for (let monthsAgo = 15; monthsAgo >= 1; monthsAgo -= 1) {
    const plays = random.int(4, 12);
    const days = new Set<number>();
    while (days.size < plays) days.add(random.int(0, 27));
    for (const day of [...days].sort((a, b) => a - b)) {
      const at = new Date(
        now.getTime() - monthsAgo * 30 * DAY_MS + day * DAY_MS + random.int(0, 43_000) * 1000,
      );
      events.push({
        at,
        kind: 'earn',
        amount: gameRewardFor(random.int(0, GAME_TOTAL_WEIGHT - 1)),
        reason: '오늘의 별 긁기 보상',
        source: 'game',
        key: `${prefix}:game:${seoulDate(at)}`,
      });
    }
  }
  const bonus = (daysAgo: number, amount: number, reason: string, name: string) =>
    events.push({
      at: new Date(now.getTime() - daysAgo * DAY_MS),
      kind: 'earn',
      amount,
      reason,
      source: 'event',
      key: `${prefix}:${name}`,
    });
  bonus(430, 2_000, '추석 맞이 장보기 이벤트 참여 보상', 'event-chuseok');
  bonus(120, 1_000, '제철 과일 리뷰 이벤트 당첨', 'event-review');
  events.push({
    at: new Date(now.getTime() - 200 * DAY_MS),
    kind: 'exchange',
    stars: 1_000,
    outcome: 'completed',
    key: `${prefix}:exchange-1`,
  });
  events.push({
    at: new Date(now.getTime() - 40 * DAY_MS),
    kind: 'exchange',
    stars: 500,
    outcome: 'failed',
    key: `${prefix}:exchange-2`,
  });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Writes the history through the ledger itself (so its rows obey every rule), each event at its own
 * instant. Idempotent: a member who has it already is left alone. Returns the rows' count of events.
 */
export async function seedStarHistory(db: Db, memberId: number, now: Date): Promise<number> {
  const events = starHistoryEvents(memberId, now);
  if (await findEntryByKey(db, events.find((event) => event.kind === 'earn')?.key ?? '')) return 0;
  for (const event of events) {
    if (event.kind === 'earn') {
      await awardStars(db, {
        memberId,
        amount: event.amount,
        reason: event.reason,
        idempotencyKey: event.key,
        now: event.at,
        source: event.source,
      });
      continue;
    }
    await withLedger(db, memberId, event.at, async (ledger) => {
      if (ledger.usable() < event.stars) return;
      const at = event.at.toISOString();
      const row = await insertExchange(ledger.trx, {
        memberId,
        stars: event.stars,
        partnerPoints: partnerPointsFor(event.stars),
        requestKey: event.key,
        now: at,
      });
      const reserveEntryId = await ledger.take({
        kind: 'exchange',
        amount: event.stars,
        reason: '파트너 포인트 전환',
        source: 'exchange',
        idempotencyKey: `exchange:${row.exchange_id}:reserve`,
        exchangeId: row.exchange_id,
      });
      if (reserveEntryId === undefined) return;
      if (event.outcome === 'completed') {
        await ledger.settle({
          exchangeId: row.exchange_id,
          amount: event.stars,
          reason: '파트너 포인트 전환',
        });
        await updateExchange(ledger.trx, row.exchange_id, {
          status: 'completed',
          partner_ref: `seed-${row.exchange_id}`,
          completed_at: at,
          updated_at: at,
        });
      } else {
        await ledger.release({
          reserveEntryId,
          exchangeId: row.exchange_id,
          amount: event.stars,
          reason: '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.',
        });
        await updateExchange(ledger.trx, row.exchange_id, {
          status: 'failed',
          failure_reason: '파트너사에서 전환을 거절했습니다. 별은 그대로 돌려드렸습니다.',
          updated_at: at,
        });
      }
    });
  }
  await expireDue(db, memberId, now);
  return events.length;
}

const DEMO_JOINED_DAYS_AGO = 15 * 30 + 10;

/**
 * The seed's demo members with a star history: each development person marked `seededStarHistory`
 * (docs/dev-idp.md: naver-stars) is created as an existing member who joined before the history
 * starts, and given seedStarHistory once. Run by the seed (`npm run db:seed`, SEED_ON_START), never by
 * a sign-in: a member who signs up starts with the welcome stars only. Idempotent, so a demo database
 * seeded before this existed gets them on its next start. Returns the demo members' ids.
 */
export async function seedDemoStarMembers(db: Db, now: Date): Promise<number[]> {
  const joined = new Date(now.getTime() - DEMO_JOINED_DAYS_AGO * DAY_MS).toISOString();
  const memberIds: number[] = [];
  for (const identity of naverIdentities) {
    if (!identity.seededStarHistory) continue;
    let member = await findMemberByIdentity(db, SOCIAL_CHANNEL.naver, identity.subject);
    if (!member) {
      const profile = identity.profile(now);
      try {
        member = await insertMember(db, {
          channel_type: SOCIAL_CHANNEL.naver,
          provider_subject: identity.subject,
          email: profile.email ?? null,
          nickname: profile.nickname ?? identity.label,
          name: profile.name ?? null,
          gender: profile.gender ?? null,
          birth_year: profile.birthyear ? Number(profile.birthyear) : null,
          mobile: profile.mobile ?? null,
          terms_agreed: 1,
          terms_agreed_at: joined,
          cafe24_registered: 1,
          created_at: joined,
          updated_at: joined,
        });
      } catch (error) {
        // Another instance seeding at the same moment created it.
        member = await findMemberByIdentity(db, SOCIAL_CHANNEL.naver, identity.subject);
        if (!member) throw error;
      }
    }
    await seedStarHistory(db, member.member_id, now);
    memberIds.push(member.member_id);
  }
  return memberIds;
}
