import type { InferResult, Insertable, Selectable } from 'kysely';
import { keptStatement, runKept } from '../../db/kept-statement.ts';
import type { Db } from '../../db/schema.ts';
import type { AuthSessionTable, RefreshTokenTable } from '../../db/schema-accounts.ts';

export type SessionRow = Selectable<AuthSessionTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export async function insertSession(db: Db, values: Insertable<AuthSessionTable>): Promise<void> {
  await db.insertInto('auth_session').values(values).execute();
}

/** What the guard judges a session by (auth.guard.ts): the session and the member it belongs to. */
export interface SessionMember {
  session_id: string;
  revoked_at: string | null;
  member_id: number;
  is_banned: number;
  ban_message: string;
  withdrawn_at: string | null;
  force_withdrawn_at: string | null;
  force_withdrawal_reason: string | null;
  sign_up_pending: number;
}

/**
 * What a request needs to know about its session in one indexed read: alive? whose? banned? The
 * columns are named for riding along in another statement (`gs_`, `gm_`; auth.guard.ts `sessionRead`,
 * joined as a subquery on true) without meeting its own; sessionMemberOf reads them back.
 */
export function sessionMemberQuery(db: Db, sessionId: string) {
  return db
    .selectFrom('auth_session as gs')
    .innerJoin('member as gm', 'gm.member_id', 'gs.member_id')
    .select([
      'gs.session_id as gs_session_id',
      'gs.revoked_at as gs_revoked_at',
      'gm.member_id as gm_member_id',
      'gm.is_banned as gm_is_banned',
      'gm.ban_message as gm_ban_message',
      'gm.withdrawn_at as gm_withdrawn_at',
      'gm.force_withdrawn_at as gm_force_withdrawn_at',
      'gm.force_withdrawal_reason as gm_force_withdrawal_reason',
      'gm.sign_up_pending as gm_sign_up_pending',
    ])
    .where('gs.session_id', '=', sessionId);
}

type SessionMemberRow = InferResult<ReturnType<typeof sessionMemberQuery>>[number];

/** A sessionMemberQuery row, or the nulls of a left join that found no session: undefined. */
export function sessionMemberOf(
  row: { [K in keyof SessionMemberRow]: SessionMemberRow[K] | null } | undefined,
): SessionMember | undefined {
  if (!row || row.gs_session_id === null || row.gm_member_id === null) return undefined;
  return {
    session_id: row.gs_session_id,
    revoked_at: row.gs_revoked_at,
    member_id: row.gm_member_id,
    is_banned: row.gm_is_banned ?? 0,
    ban_message: row.gm_ban_message ?? '',
    withdrawn_at: row.gm_withdrawn_at,
    force_withdrawn_at: row.gm_force_withdrawn_at,
    force_withdrawal_reason: row.gm_force_withdrawal_reason,
    sign_up_pending: row.gm_sign_up_pending ?? 0,
  };
}

/**
 * Every signed-in call makes this read (auth.guard.ts), so it is kept (db/kept-statement.ts): compiled
 * once, and a prepared statement on PostgreSQL.
 */
const sessionMemberStatement = keptStatement((db, args: { sessionId: string }) =>
  sessionMemberQuery(db, args.sessionId),
);

export async function findSessionMember(db: Db, sessionId: string): Promise<SessionMember | undefined> {
  const [row] = await runKept(db, sessionMemberStatement(db, { sessionId }));
  return sessionMemberOf(row);
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  return db.selectFrom('auth_session').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** Revokes a session (its whole refresh-token family); a session already revoked keeps its reason. */
export async function revokeSession(
  db: Db,
  sessionId: string,
  reason: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  reason: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function touchSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ last_refreshed_at: now })
    .where('session_id', '=', sessionId)
    .execute();
}

export async function insertRefreshToken(db: Db, values: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refresh_token').values(values).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a refresh token used and stores the (sealed) pair it was exchanged for. Only one caller can
 * win: the conditional update is the lock, so two concurrent refreshes with one token cannot both
 * issue new tokens; the loser reads the winner's pair once the winner commits.
 */
export async function claimRefreshToken(
  db: Db,
  tokenHash: string,
  now: string,
  sealedSuccessorPair: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ used_at: now, successor_pair: sealedSuccessorPair })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Once a token's successor is used, the token may no longer be answered with that successor. */
export async function forgetSuccessorPair(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ successor_pair: null })
    .where('token_hash', '=', tokenHash)
    .execute();
}
