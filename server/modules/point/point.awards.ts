import { DEVICE_TYPE } from '#contract/constants.ts';
import { STAR_AWARDS, starAwardKey } from '#contract/point.ts';
import type { Db } from '../../db/schema.ts';
import { type AwardResult, awardStars } from './point.service.ts';

/**
 * The stars a sign-in earns (called by the auth service once the session is open): the welcome stars of
 * a new member, and the app-login bonus the install popup promises (spec section 1) the first time the
 * member signs in from the native app: deviceType 1003 **and** `attested`, an app attestation that
 * verified (server/modules/auth/app-attestation.ts), since any client can claim deviceType 1003.
 * Both keys make a repeat a no-op. Nothing
 * else, in any environment: demo star histories belong to the seed's demo members (server/seed/points.ts).
 */
export async function awardSignInStars(
  db: Db,
  input: { memberId: number; isNewMember: boolean; deviceType: number; attested: boolean; now: Date },
): Promise<AwardResult[]> {
  const results: AwardResult[] = [];
  if (input.isNewMember) {
    results.push(
      await awardStars(db, {
        memberId: input.memberId,
        amount: STAR_AWARDS.welcome,
        reason: '회원 가입 환영 별',
        idempotencyKey: starAwardKey.welcome(input.memberId),
        now: input.now,
        source: 'welcome',
      }),
    );
  }
  if (input.deviceType === DEVICE_TYPE.appWebView && input.attested) {
    results.push(
      await awardStars(db, {
        memberId: input.memberId,
        amount: STAR_AWARDS.appLoginBonus,
        reason: '앱 첫 로그인 보너스',
        idempotencyKey: starAwardKey.appLoginBonus(input.memberId),
        now: input.now,
        source: 'app-login-bonus',
      }),
    );
  }
  return results;
}
