import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { AppAttestationChallengeTable } from '../../db/schema-accounts.ts';

export async function insertChallenge(
  db: Db,
  values: Insertable<AppAttestationChallengeTable>,
): Promise<void> {
  await db.insertInto('app_attestation_challenge').values(values).execute();
}

/** Expired challenges, used or not, can serve no sign-in any more. */
export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom('app_attestation_challenge').where('expires_at', '<=', now).execute();
}

/**
 * Marks a live, unused challenge of this device used, in one conditional update: of any number of
 * sign-ins presenting it at once, exactly one sees a row updated (PostgreSQL makes the others wait for
 * it and then re-check `used_at`). A challenge asked for without a deviceUuid serves any device.
 */
export async function claimChallenge(
  db: Db,
  input: { challengeHash: string; deviceUuid: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('app_attestation_challenge')
    .set({ used_at: input.now })
    .where('challenge_hash', '=', input.challengeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where((eb) =>
      input.deviceUuid === null
        ? eb('device_uuid', 'is', null)
        : eb.or([eb('device_uuid', 'is', null), eb('device_uuid', '=', input.deviceUuid)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
