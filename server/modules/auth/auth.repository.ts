import type { Insertable, Selectable } from 'kysely';
import { keptStatement, runKept } from '../../db/kept-statement.ts';
import type { Db } from '../../db/schema.ts';
import type { AuthSessionTable, RefreshTokenTable } from '../../db/schema-accounts.ts';

export type SessionRow = Selectable<AuthSessionTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export async function insertSession(db: Db, values: Insertable<AuthSessionTable>): Promise<void> {
  await db.insertInto('auth_session').values(values).execute();
}

/**
 * What a request needs to know about its session in one indexed read: alive? whose? banned? Every
 * signed-in call makes it (auth.guard.ts), so it is kept (db/kept-statement.ts): compiled once, and a
 * prepared statement on PostgreSQL.
 */
const sessionMemberStatement = keptStatement((db, args: { sessionId: string }) =>
  db
    .selectFrom('auth_session')
    .innerJoin('member', 'member.member_id', 'auth_session.member_id')
    .select([
      'auth_session.session_id',
      'auth_session.revoked_at',
      'member.member_id',
      'member.is_banned',
      'member.ban_message',
      'member.withdrawn_at',
      'member.force_withdrawn_at',
      'member.force_withdrawal_reason',
      'member.sign_up_pending',
    ])
    .where('auth_session.session_id', '=', args.sessionId),
);

export async function findSessionMember(db: Db, sessionId: string) {
  const [row] = await runKept(db, sessionMemberStatement(db, { sessionId }));
  return row;
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
): Promise<boolean> {
  const result = await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
