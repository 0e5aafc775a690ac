import type { Kysely } from 'kysely';
import type { AppProfile, AppSettings, UserProfile, UserSettings, YN } from '../../../contract/account.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { banStatusOf, isUnderFourteen, SIGN_IN_MESSAGES } from '../auth/auth.service.ts';
import {
  findDevice,
  findMemberById,
  type MemberRow,
  readAppState,
  recordDeviceAccess,
  setDevicePush,
  updateMember,
} from './account.repository.ts';

export interface AccountContext {
  db: Kysely<DB>;
  now: Date;
  webVersion: string;
}

const yn = (flag: number): YN => (flag === 1 ? 'Y' : 'N');

/** A member the guard let through but that is gone by now (deleted between the two reads). */
async function requireMember(ctx: AccountContext, member: AuthMember): Promise<MemberRow> {
  const row = await findMemberById(ctx.db, member.memberId);
  if (!row) throw new AppError('REFRESH_TOKEN_EXPIRED');
  return row;
}

export async function appProfile(
  ctx: AccountContext,
  member: AuthMember | null,
  sessionEnded: boolean,
): Promise<AppProfile> {
  const state = await readAppState(ctx.db);
  const row = member ? await findMemberById(ctx.db, member.memberId) : undefined;
  return {
    userInfo: {
      retrySignIn: sessionEnded || (member !== null && row === undefined),
      banStatus: row ? banStatusOf(row) : { isBanned: false, message: '' },
      // Nobody to ask: an anonymous visitor never sees the terms-change modal.
      isTermsChange: row ? row.terms_agreed === 1 : true,
    },
    systemInspectionInfo: { isProgress: state.maintenance === 1 },
    appInfo: {
      webVersion: state.web_version ?? ctx.webVersion,
      androidMinVersion: state.android_min_version,
      iOSMinVersion: state.ios_min_version,
    },
  };
}

function toUserProfile(row: MemberRow): UserProfile {
  return {
    email: row.email,
    isMember: true,
    nickName: row.nickname,
    name: row.name,
    gender: row.gender === 'M' || row.gender === 'F' || row.gender === 'U' ? row.gender : null,
    birthYear: row.birth_year,
    mobile: row.mobile,
    channelType: row.channel_type === 1002 ? 1002 : 1001,
    signUpDt: row.created_at,
    banStatus: banStatusOf(row),
    isTermsChange: row.terms_agreed === 1,
    retrySignIn: false,
  };
}

export async function userProfile(ctx: AccountContext, member: AuthMember): Promise<UserProfile> {
  return toUserProfile(await requireMember(ctx, member));
}

export async function updateUserProfile(
  ctx: AccountContext,
  member: AuthMember,
  patch: { gender?: 'M' | 'F' | 'U' | undefined; birthYear?: number | undefined },
): Promise<UserProfile> {
  if (patch.gender === undefined && patch.birthYear === undefined) {
    throw new AppError('REQUIRED_VALUE_MISSING', '변경할 항목(gender, birthYear)을 하나 이상 보내 주세요.');
  }
  if (patch.birthYear !== undefined) {
    // The sign-up rule again (it also refuses years in the future), so the profile cannot get around it.
    if (isUnderFourteen(patch.birthYear, ctx.now))
      throw new AppError('FORBIDDEN', SIGN_IN_MESSAGES.underFourteen);
  }
  const row = await requireMember(ctx, member);
  await updateMember(ctx.db, row.member_id, {
    ...(patch.gender !== undefined ? { gender: patch.gender } : {}),
    ...(patch.birthYear !== undefined ? { birth_year: patch.birthYear } : {}),
    updated_at: ctx.now.toISOString(),
  });
  return userProfile(ctx, member);
}

export async function userSettings(ctx: AccountContext, member: AuthMember): Promise<UserSettings> {
  const row = await requireMember(ctx, member);
  return {
    pushYN: yn(row.push_yn),
    adYN: yn(row.ad_yn),
    emailYN: yn(row.email_yn),
    smsYN: yn(row.sms_yn),
    pushYNChangedDt: row.push_yn_changed_at,
    adYNChangedDt: row.ad_yn_changed_at,
    emailYNChangedDt: row.email_yn_changed_at,
    smsYNChangedDt: row.sms_yn_changed_at,
    nickName: row.nickname,
    signUpDt: row.created_at,
  };
}

export async function agreeTermsChange(ctx: AccountContext, member: AuthMember) {
  const row = await requireMember(ctx, member);
  const now = ctx.now.toISOString();
  await updateMember(ctx.db, row.member_id, { terms_agreed: 1, terms_agreed_at: now, updated_at: now });
  return { isTermsChange: true as const, agreedDt: now };
}

export async function recordAccess(
  ctx: AccountContext,
  input: {
    deviceUuid: string;
    member: AuthMember | null;
    deviceType: number;
    appVersion: string | undefined;
  },
) {
  const now = ctx.now.toISOString();
  const isFirstAccess = await recordDeviceAccess(ctx.db, {
    deviceUuid: input.deviceUuid,
    memberId: input.member?.memberId ?? null,
    deviceType: input.deviceType,
    appVersion: input.appVersion ?? null,
    now,
  });
  return { isFirstAccess, accessDt: now };
}

/** Push consent is the device's (it receives the pushes) and, when signed in, the member's too. */
export async function changePush(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null; pushYN: boolean },
) {
  const now = ctx.now.toISOString();
  const flag = input.pushYN ? 1 : 0;
  await ctx.db.transaction().execute(async (trx) => {
    await setDevicePush(trx, {
      deviceUuid: input.deviceUuid,
      memberId: input.member?.memberId ?? null,
      pushYn: flag,
      now,
    });
    if (input.member) {
      await updateMember(trx, input.member.memberId, {
        push_yn: flag,
        push_yn_changed_at: now,
        updated_at: now,
      });
    }
  });
  return { pushYN: yn(flag), changedDt: now };
}

export async function appSettings(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null },
): Promise<AppSettings> {
  const device = await findDevice(ctx.db, input.deviceUuid);
  const row = input.member ? await findMemberById(ctx.db, input.member.memberId) : undefined;
  return {
    pushYN: yn(device?.push_yn ?? 0),
    // Marketing consent is a person's decision: the member's when signed in, else this device's.
    adYN: yn(row ? row.ad_yn : (device?.ad_yn ?? 0)),
    isMember: row !== undefined,
  };
}
