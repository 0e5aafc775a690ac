import type { Kysely, Selectable } from 'kysely';
import { ALARM_TYPE, type AlarmType } from '#contract/rules/alarm-rules.ts';
import type { Dialect } from '../../db/database.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { AlertEventTable } from '../../db/schema-product-alerts.ts';
import { shopProductUrl } from '../../shared/product-summary.ts';
import { excerpt } from '../alarm/alarm.repository.ts';
import { recordDealOpening } from './product-alerts.events.ts';
import { dealLink } from './product-alerts.service.ts';
import type { PushSender } from './push.ts';
import { kstDate, pushSendAfter } from './quiet-hours.ts';

/**
 * The fan-out job (docs/product-alerts.md): finds the deals whose start has passed (the due scan),
 * turns every pending event of the outbox into alarms in batches, queues a push per alarm for the
 * member's devices with push on, and sends the pushes that are due. Never inside a request: the
 * server runs it on an interval, an operator with `npm run admin -- alerts run`.
 *
 * Idempotent and safe to run in parallel: every alarm goes in with `on conflict (member_id,
 * dedupe_key) do nothing`, every push with its own unique key and is claimed before it is sent; on
 * PostgreSQL parallel runs also split a target's requests between them (`for update skip locked`).
 */
export interface AlertJobOptions {
  now: Date;
  shopBaseUrl: string;
  dialect: Dialect;
  /** Members per transaction. */
  batchSize?: number;
  /** The push adapter; null leaves queued pushes for a run that has one. */
  push?: PushSender | null;
}

export interface AlertJobResult {
  events: number;
  alarms: number;
  pushesQueued: number;
  pushesSent: number;
}

const DEFAULT_BATCH = 1_000;
/** Events per run: a backlog is worked off over the next runs. */
const EVENTS_PER_RUN = 100;
const PUSHES_PER_RUN = 1_000;

type AlertEvent = Selectable<AlertEventTable>;

interface AlarmTemplate {
  type: AlarmType;
  dedupeKey: string;
  link: string;
  detail: string | null;
  amount: number | null;
  /** The push's title and line. */
  title: string;
  body: string;
  /** Price drops and store news are marketing: only for members who agreed to it. */
  marketing: boolean;
}

const won = new Intl.NumberFormat('ko-KR');

export async function runAlertJob(db: Kysely<DB>, options: AlertJobOptions): Promise<AlertJobResult> {
  const result: AlertJobResult = { events: 0, alarms: 0, pushesQueued: 0, pushesSent: 0 };
  await scanDueOpenings(db, options.now);
  const events = await db
    .selectFrom('alert_event')
    .selectAll()
    .where('done_at', 'is', null)
    .orderBy('event_id')
    .limit(EVENTS_PER_RUN)
    .execute();
  for (const event of events) {
    const template = await templateOf(db, event, options.shopBaseUrl);
    const counts =
      template === null
        ? { alarms: 0, pushes: 0 }
        : event.kind === 'restock' || event.kind === 'opening'
          ? await fanOutRequests(db, event, template, options)
          : await fanOutLikers(db, event, template, options);
    result.alarms += counts.alarms;
    result.pushesQueued += counts.pushes;
    await db
      .updateTable('alert_event')
      .set({ done_at: options.now.toISOString() })
      .where('event_id', '=', event.event_id)
      .where('done_at', 'is', null)
      .execute();
    result.events += 1;
  }
  if (options.push) result.pushesSent = await sendDuePushes(db, options.push, options.now);
  await pruneHandled(db, options.now);
  return result;
}

/** Handled events and sent pushes are kept this long (to look into a complaint), then deleted. */
const KEPT_DAYS = 30;

/**
 * The outbox and the push queue do not grow for ever: rows handled more than KEPT_DAYS ago go, a range
 * of their indexes (alert_event_pending_idx on done_at, push_message_due_idx on sent_at).
 */
async function pruneHandled(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('alert_event').where('done_at', 'is not', null).where('done_at', '<', before).execute();
  await db
    .deleteFrom('push_message')
    .where('sent_at', 'is not', null)
    .where('sent_at', '<', before)
    .execute();
}

/**
 * Deal openings have no write that causes them: time passes. Deals someone asked about whose start
 * has passed get their event now (one per deal and start time, so a second scan adds nothing).
 */
async function scanDueOpenings(db: Db, now: Date): Promise<void> {
  const due = await db
    .selectFrom('alert_subscription as s')
    .innerJoin('deal as d', 'd.deal_id', 's.target_id')
    .select(['d.deal_id', 'd.starts_at'])
    .distinct()
    .where('s.kind', '=', 'opening')
    .where('d.starts_at', '<=', now.toISOString())
    .execute();
  for (const deal of due) await recordDealOpening(db, { dealId: deal.deal_id, startsAt: deal.starts_at });
}

/** What each member's alarm of this event says; null when its product, deal or store is gone. */
async function templateOf(db: Db, event: AlertEvent, shopBaseUrl: string): Promise<AlarmTemplate | null> {
  if (event.kind === 'opening') {
    const deal = await db
      .selectFrom('deal')
      .select('title')
      .where('deal_id', '=', event.deal_id ?? 0)
      .executeTakeFirst();
    if (!deal) return null;
    return {
      type: ALARM_TYPE.dealOpening,
      dedupeKey: `opening:${event.deal_id}:e${event.event_id}`,
      link: dealLink(event.deal_id ?? 0),
      detail: deal.title,
      amount: null,
      title: '오픈 알림',
      body: `기다리던 딜이 시작되었어요: ${deal.title}`,
      marketing: false,
    };
  }
  if (event.kind === 'store-news') {
    const store = await db
      .selectFrom('store')
      .select(['name', 'region_code'])
      .where('store_id', '=', event.store_id ?? 0)
      .executeTakeFirst();
    if (!store) return null;
    return {
      type: ALARM_TYPE.storeNews,
      dedupeKey: `store-news:${event.store_id}:${kstDate(new Date(event.occurred_at))}`,
      link: `/local/store/${store.region_code}/${event.store_id}`,
      detail: store.name,
      amount: null,
      title: '상점 소식',
      body: `찜한 상점 ${store.name}에 새 상품이 올라왔어요.`,
      marketing: true,
    };
  }
  const product = await db
    .selectFrom('product')
    .select('name')
    .where('product_no', '=', event.product_no ?? 0)
    .executeTakeFirst();
  if (!product) return null;
  const link = shopProductUrl(shopBaseUrl, event.product_no ?? 0);
  if (event.kind === 'restock') {
    return {
      type: ALARM_TYPE.restock,
      dedupeKey: `restock:${event.product_no}:e${event.event_id}`,
      link,
      detail: product.name,
      amount: null,
      title: '재입고 알림',
      body: `기다리던 상품이 다시 들어왔어요: ${product.name}`,
      marketing: false,
    };
  }
  const prices = `${won.format(event.old_price ?? 0)}원 → ${won.format(event.new_price ?? 0)}원`;
  return {
    type: ALARM_TYPE.priceDrop,
    dedupeKey: `price-drop:${event.product_no}:${kstDate(new Date(event.occurred_at))}`,
    link,
    detail: `${product.name} · ${prices}`,
    amount: event.new_price,
    title: '가격 인하 알림',
    body: `찜한 상품의 가격이 내렸어요: ${product.name} ${prices}`,
    marketing: true,
  };
}

/**
 * 재입고 and 오픈: the requests made before the event, a batch of members per transaction. Each
 * request is answered once: the batch's alarms and the deletion of its requests commit together.
 */
async function fanOutRequests(
  db: Kysely<DB>,
  event: AlertEvent,
  template: AlarmTemplate,
  options: AlertJobOptions,
): Promise<{ alarms: number; pushes: number }> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const targetId = (event.kind === 'restock' ? event.product_no : event.deal_id) ?? 0;
  const totals = { alarms: 0, pushes: 0 };
  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('alert_subscription')
        .select(['subscription_id', 'member_id'])
        .where('kind', '=', event.kind)
        .where('target_id', '=', targetId)
        .where('expires_at', '>', event.occurred_at)
        .orderBy('member_id')
        .limit(batchSize);
      // A restock answers the requests made while the product was sold out (a request after it, once it
      // sold out again, waits for the next one); an opening answers every request of the deal, even one
      // made after an operator moved its start earlier.
      if (event.kind === 'restock') query = query.where('created_at', '<=', event.occurred_at);
      // Parallel runs take different requests instead of waiting on each other's.
      if (options.dialect === 'postgres') query = query.forUpdate().skipLocked();
      const requests = await query.execute();
      if (requests.length === 0) return 0;
      await notifyBatch(
        trx,
        requests.map((row) => row.member_id),
        template,
        options.now,
        totals,
      );
      await trx
        .deleteFrom('alert_subscription')
        .where(
          'subscription_id',
          'in',
          requests.map((row) => row.subscription_id),
        )
        .execute();
      return requests.length;
    });
    if (handled < batchSize) return totals;
  }
}

/** 가격 인하 and 상점 소식: the product's likers or the store's followers, in member order. */
async function fanOutLikers(
  db: Kysely<DB>,
  event: AlertEvent,
  template: AlarmTemplate,
  options: AlertJobOptions,
): Promise<{ alarms: number; pushes: number }> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const totals = { alarms: 0, pushes: 0 };
  let after = 0;
  for (;;) {
    const likers =
      event.kind === 'price-drop'
        ? await db
            .selectFrom('product_like')
            .select('member_id')
            .where('product_no', '=', event.product_no ?? 0)
            .where('created_at', '<=', event.occurred_at)
            .where('member_id', '>', after)
            .orderBy('member_id')
            .limit(batchSize)
            .execute()
        : await db
            .selectFrom('shop_like')
            .select('member_id')
            .where('store_id', '=', event.store_id ?? 0)
            .where('created_at', '<=', event.occurred_at)
            .where('member_id', '>', after)
            .orderBy('member_id')
            .limit(batchSize)
            .execute();
    if (likers.length === 0) return totals;
    after = likers.at(-1)?.member_id ?? after;
    await db.transaction().execute((trx) =>
      notifyBatch(
        trx,
        likers.map((row) => row.member_id),
        template,
        options.now,
        totals,
      ),
    );
    if (likers.length < batchSize) return totals;
  }
}

/** One batch in the caller's transaction: who may receive it, their alarms, their pushes; adds to `totals`. */
async function notifyBatch(
  trx: Db,
  memberIds: number[],
  template: AlarmTemplate,
  now: Date,
  totals: { alarms: number; pushes: number },
): Promise<void> {
  const recipients = await receivers(trx, memberIds, template.marketing);
  const added = await insertAlarms(trx, recipients, template, now);
  totals.alarms += added.length;
  totals.pushes += await queuePushes(trx, added, template, now);
}

/** Who of these members may receive it: not withdrawn, and for marketing, with marketing consent. */
async function receivers(db: Db, memberIds: number[], marketing: boolean): Promise<number[]> {
  if (memberIds.length === 0) return [];
  let query = db
    .selectFrom('member')
    .select('member_id')
    .where('member_id', 'in', memberIds)
    .where('withdrawn_at', 'is', null);
  if (marketing) query = query.where('ad_yn', '=', 1);
  return (await query.execute()).map((row) => row.member_id);
}

/** Bounded so one statement stays within both databases' parameter limits. */
const INSERT_CHUNK = 500;

/** The members who got the alarm now (not those who had it already: a rerun adds none). */
async function insertAlarms(
  db: Db,
  memberIds: number[],
  template: AlarmTemplate,
  now: Date,
): Promise<number[]> {
  const added: number[] = [];
  const detail = excerpt(template.detail);
  for (let start = 0; start < memberIds.length; start += INSERT_CHUNK) {
    const chunk = memberIds.slice(start, start + INSERT_CHUNK);
    const rows = await db
      .insertInto('alarm')
      .values(
        chunk.map((memberId) => ({
          member_id: memberId,
          alarm_type: template.type,
          dedupe_key: template.dedupeKey,
          variant: null,
          actor_member_id: null,
          actor_count: 1,
          post_id: null,
          reply_id: null,
          notice_id: null,
          event_id: null,
          amount: template.amount,
          detail,
          link: template.link,
          created_at: now.toISOString(),
          read_at: null,
        })),
      )
      .onConflict((oc) => oc.columns(['member_id', 'dedupe_key']).doNothing())
      .returning('member_id')
      .execute();
    added.push(...rows.map((row) => row.member_id));
  }
  return added;
}

/** A push per signed-in device with push on of each member who just got the alarm, held in the quiet hours. */
async function queuePushes(db: Db, memberIds: number[], template: AlarmTemplate, now: Date): Promise<number> {
  if (memberIds.length === 0) return 0;
  let queued = 0;
  const sendAfter = pushSendAfter(now).toISOString();
  for (let start = 0; start < memberIds.length; start += INSERT_CHUNK) {
    // The member's devices with the app's push switch on where the member is still signed in (a live
    // session on that device): a device someone signed out of hears nothing of them.
    const devices = await db
      .selectFrom('device as d')
      .innerJoin('auth_session as s', (join) =>
        join.onRef('s.device_uuid', '=', 'd.device_uuid').onRef('s.member_id', '=', 'd.member_id'),
      )
      .select(['d.device_uuid', 'd.member_id'])
      .distinct()
      .where('d.member_id', 'in', memberIds.slice(start, start + INSERT_CHUNK))
      .where('d.push_yn', '=', 1)
      .where('s.revoked_at', 'is', null)
      .execute();
    if (devices.length === 0) continue;
    const result = await db
      .insertInto('push_message')
      .values(
        devices.map((device) => ({
          member_id: device.member_id ?? 0,
          device_uuid: device.device_uuid,
          dedupe_key: template.dedupeKey,
          title: template.title,
          body: template.body.slice(0, 300),
          link: template.link,
          created_at: now.toISOString(),
          send_after: sendAfter,
          sent_at: null,
        })),
      )
      .onConflict((oc) => oc.columns(['device_uuid', 'member_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return queued;
}

/**
 * Sends the pushes whose time has come. Each is claimed first (sent_at set where it was null), so two
 * runs never send one twice; one the push service refused is released for the next run.
 */
export async function sendDuePushes(db: Db, sender: PushSender, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('push_message')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('send_after', '<=', at)
    .orderBy('push_id')
    .limit(PUSHES_PER_RUN)
    .execute();
  let sent = 0;
  for (const push of due) {
    const claim = await db
      .updateTable('push_message')
      .set({ sent_at: at })
      .where('push_id', '=', push.push_id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const ok = await sender.send({
      pushId: push.push_id,
      memberId: push.member_id,
      deviceUuid: push.device_uuid,
      title: push.title,
      body: push.body,
      link: push.link,
    });
    if (ok) sent += 1;
    else {
      await db
        .updateTable('push_message')
        .set({ sent_at: null })
        .where('push_id', '=', push.push_id)
        .execute();
    }
  }
  return sent;
}
