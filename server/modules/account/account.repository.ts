import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { AppStateTable, DeviceTable, MemberTable } from '../../db/schema-accounts.ts';
import { AppError } from '../../http/errors.ts';

export type MemberRow = Selectable<MemberTable>;
export type DeviceRow = Selectable<DeviceTable>;
export type AppStateRow = Selectable<AppStateTable>;

export async function findMemberById(db: Db, memberId: number): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function findMemberByIdentity(
  db: Db,
  channelType: number,
  providerSubject: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('channel_type', '=', channelType)
    .where('provider_subject', '=', providerSubject)
    .executeTakeFirst();
}

/** The admin CLI names a member by number or by e-mail address. */
export async function findMembersByIdOrEmail(db: Db, key: string): Promise<MemberRow[]> {
  if (/^\d{1,12}$/.test(key)) {
    const member = await findMemberById(db, Number(key));
    return member ? [member] : [];
  }
  return db
    .selectFrom('member')
    .selectAll()
    .where('email', '=', key.toLowerCase())
    .orderBy('member_id')
    .execute();
}

export async function insertMember(db: Db, values: Insertable<MemberTable>): Promise<MemberRow> {
  return db.insertInto('member').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateMember(
  db: Db,
  memberId: number,
  patch: Updateable<MemberTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set(patch)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Asks every member (or one) to agree to changed terms again; returns how many rows changed. */
export async function requireTermsAgreement(db: Db, memberId: number | 'all', now: string): Promise<number> {
  let query = db.updateTable('member').set({ terms_agreed: 0, updated_at: now });
  if (memberId !== 'all') query = query.where('member_id', '=', memberId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listMembers(db: Db, limit: number): Promise<MemberRow[]> {
  return db.selectFrom('member').selectAll().orderBy('member_id', 'desc').limit(limit).execute();
}

export async function isSignupBlocked(
  db: Db,
  channelType: number,
  providerSubject: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('signup_block')
    .select('reason')
    .where('channel_type', '=', channelType)
    .where('provider_subject', '=', providerSubject)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addSignupBlock(
  db: Db,
  values: { channelType: number; providerSubject: string; reason: string; now: string },
): Promise<void> {
  await db
    .insertInto('signup_block')
    .values({
      channel_type: values.channelType,
      provider_subject: values.providerSubject,
      reason: values.reason,
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['channel_type', 'provider_subject']).doNothing())
    .execute();
}

const findAppState = (db: Db) =>
  db.selectFrom('app_state').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * The operator's parameters (maintenance, the web version, the apps' minimum versions): the one row
 * the migration inserts. Missing (deleted by hand) it is PARAMETER_STORE_ERROR (51): the server must
 * not quietly tell every app "no maintenance, any version will do". Any operator command that sets a
 * parameter writes the row back.
 */
export async function readAppState(db: Db): Promise<AppStateRow> {
  const row = await findAppState(db);
  if (!row) throw new AppError('PARAMETER_STORE_ERROR');
  return row;
}

export async function updateAppState(
  db: Db,
  patch: Omit<Updateable<AppStateTable>, 'id' | 'updated_at'>,
  now: string,
): Promise<void> {
  const current = (await findAppState(db)) ?? {
    maintenance: 0,
    web_version: null,
    android_min_version: '1.0.0',
    ios_min_version: '1.0.0',
  };
  await db
    .insertInto('app_state')
    .values({ ...current, ...patch, id: 1, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...patch, updated_at: now }))
    .execute();
}

export async function findDevice(db: Db, deviceUuid: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('device').selectAll().where('device_uuid', '=', deviceUuid).executeTakeFirst();
}

/** Records one access; true when the device was never seen before (atomic under concurrent calls). */
export async function recordDeviceAccess(
  db: Db,
  values: {
    deviceUuid: string;
    memberId: number | null;
    deviceType: number;
    appVersion: string | null;
    now: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('device')
    .values({
      device_uuid: values.deviceUuid,
      member_id: values.memberId,
      device_type: values.deviceType,
      app_version: values.appVersion,
      first_access_at: values.now,
      last_access_at: values.now,
    })
    .onConflict((oc) => oc.column('device_uuid').doNothing())
    .executeTakeFirst();
  const isFirst = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (!isFirst) {
    await db
      .updateTable('device')
      .set({
        device_type: values.deviceType,
        last_access_at: values.now,
        ...(values.appVersion ? { app_version: values.appVersion } : {}),
        // An anonymous access keeps the last member: the app stays that member's device for pushes.
        ...(values.memberId !== null ? { member_id: values.memberId } : {}),
      })
      .where('device_uuid', '=', values.deviceUuid)
      .execute();
  }
  return isFirst;
}

/** Members who gave this mobile number and have not withdrawn, newest first. */
export async function findMembersByMobile(db: Db, mobile: string): Promise<MemberRow[]> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('member_id', 'desc')
    .limit(10)
    .execute();
}

/**
 * Whether another live member holds this nickname key: a chosen nickname (nickname_key), or a
 * sign-up nickname that reads the same ignoring Latin case.
 */
export async function isNicknameTaken(db: Db, key: string, exceptMemberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where('member_id', '!=', exceptMemberId)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.or([eb('nickname_key', '=', key), eb(eb.fn('lower', ['nickname']), '=', key)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a chosen nickname, only if the member's last change is still the one the caller read: of two
 * concurrent changes by one member, one wins and the other sees the change limit.
 */
export async function setChosenNickname(
  db: Db,
  values: { memberId: number; nickname: string; key: string; previousChangeAt: string | null; now: string },
): Promise<boolean> {
  let query = db
    .updateTable('member')
    .set({
      nickname: values.nickname,
      nickname_key: values.key,
      nickname_changed_at: values.now,
      updated_at: values.now,
    })
    .where('member_id', '=', values.memberId)
    .where('withdrawn_at', 'is', null);
  query =
    values.previousChangeAt === null
      ? query.where('nickname_changed_at', 'is', null)
      : query.where('nickname_changed_at', '=', values.previousChangeAt);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateDevice(
  db: Db,
  values: {
    deviceUuid: string;
    memberId: number | null;
    now: string;
    patch: Omit<Updateable<DeviceTable>, 'device_uuid' | 'member_id' | 'first_access_at' | 'last_access_at'>;
  },
): Promise<void> {
  await db
    .insertInto('device')
    .values({
      device_uuid: values.deviceUuid,
      member_id: values.memberId,
      first_access_at: values.now,
      last_access_at: values.now,
      ...values.patch,
    })
    .onConflict((oc) =>
      oc.column('device_uuid').doUpdateSet({
        ...values.patch,
        last_access_at: values.now,
        ...(values.memberId !== null ? { member_id: values.memberId } : {}),
      }),
    )
    .execute();
}

/** True for a unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
