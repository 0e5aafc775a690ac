import type {
  AppProfile,
  NicknameVerdictProblem,
  UserProfile,
  UserSettings,
  WITHDRAWAL_REASONS,
  YN,
} from '#contract/account.ts';
import { type AppSettings, ZERO_ADVERTISING_ID } from '#contract/account-app.ts';
import { isUnderFourteen } from '#contract/rules/age.ts';
import { maskCellphone } from '#contract/rules/cellphone.ts';
import {
  checkNickname,
  NICKNAME_CHANGE_INTERVAL_DAYS,
  NICKNAME_MESSAGES,
  nicknameKey,
  normalizeNickname,
} from '#contract/rules/nickname.ts';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { banStatusOf, SIGN_IN_MESSAGES } from '../auth/auth.service.ts';
import { findBannedWords } from '../community/moderation/banned-words.ts';
import {
  findDevice,
  findMemberById,
  findMembersByMobile,
  isNicknameTaken,
  isUniqueViolation,
  type MemberRow,
  readAppState,
  recordDeviceAccess,
  setChosenNickname,
  updateDevice,
  updateMember,
} from './account.repository.ts';
import { closeAccounts, type ShopOfWithdrawal } from './account.withdrawal.ts';

export interface AccountContext extends Pick<ServiceContext, 'db' | 'now'> {
  webVersion: string;
}

const yn = (flag: number): YN => (flag === 1 ? 'Y' : 'N');
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a banned member sees when the ban record has no message of its own. */
export const BANNED_FALLBACK_MESSAGE = '이용이 제한된 계정입니다. 고객센터로 문의해 주세요.';

/**
 * Banned members may read but not act (spec section 4): a write answers 403 (code 20) with the
 * ban message, which the SPA shows in its alert dialog. A force-withdrawn member is restricted the
 * same way, with their own message (auth.ban.ts); both may still exchange their stars for a month.
 */
export function refuseBanned(member: AuthMember): void {
  if (member.isBanned) throw new AppError('FORBIDDEN', member.banMessage || BANNED_FALLBACK_MESSAGE);
}

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
    isMember: row.sign_up_pending === 0,
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
  refuseBanned(member);
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

const SIGN_UP_REQUIRED_ITEMS =
  '필수 항목(서비스 이용약관, 개인정보 수집 및 이용, 만 14세 이상)에 모두 동의해야 가입할 수 있어요.';

/**
 * /sign-up's agreement (contract agreeSignUp): every required item 'Y', or nothing changes. The
 * conditional update makes two taps, a retry or two tabs agree once; each answers the same instant.
 */
export async function agreeSignUp(
  ctx: AccountContext,
  member: AuthMember,
  body: { termsYN: 'Y' | 'N'; privacyYN: 'Y' | 'N'; ageYN: 'Y' | 'N' },
) {
  if (body.termsYN !== 'Y' || body.privacyYN !== 'Y' || body.ageYN !== 'Y')
    throw new AppError('REQUIRED_VALUE_MISSING', SIGN_UP_REQUIRED_ITEMS);
  const now = ctx.now.toISOString();
  await ctx.db
    .updateTable('member')
    .set({ sign_up_pending: 0, terms_agreed: 1, terms_agreed_at: now, updated_at: now })
    .where('member_id', '=', member.memberId)
    .where('sign_up_pending', '=', 1)
    .execute();
  const row = await requireMember(ctx, member);
  return { isMember: true as const, agreedDt: row.terms_agreed_at ?? row.created_at };
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
    await updateDevice(trx, {
      deviceUuid: input.deviceUuid,
      memberId: input.member?.memberId ?? null,
      now,
      patch: { push_yn: flag, push_changed_at: now },
    });
    if (input.member) await setMemberFlag(trx, input.member.memberId, 'push', flag, now);
  });
  return { pushYN: yn(flag), changedDt: now };
}

type ConsentFlag = 'push' | 'ad' | 'email' | 'sms';

/** Sets one consent flag; its date moves only when the value does (the date the consent was given or withdrawn). */
async function setMemberFlag(
  db: AccountContext['db'] | Parameters<typeof updateMember>[0],
  memberId: number,
  flag: ConsentFlag,
  value: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ [`${flag}_yn`]: value, [`${flag}_yn_changed_at`]: now, updated_at: now })
    .where('member_id', '=', memberId)
    .where(`${flag}_yn`, '!=', value)
    .execute();
}

/**
 * Marketing consent by e-mail and SMS. A banned member may withdraw consent (the law requires that
 * opting out always works) but not give it.
 */
export async function changeAdConsent(
  ctx: AccountContext,
  member: AuthMember,
  body: { emailYN: YN; smsYN: YN },
) {
  const row = await requireMember(ctx, member);
  const turnsOn = (body.emailYN === 'Y' && row.email_yn !== 1) || (body.smsYN === 'Y' && row.sms_yn !== 1);
  if (turnsOn) refuseBanned(member);
  const now = ctx.now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await setMemberFlag(trx, row.member_id, 'email', body.emailYN === 'Y' ? 1 : 0, now);
    await setMemberFlag(trx, row.member_id, 'sms', body.smsYN === 'Y' ? 1 : 0, now);
  });
  const after = await requireMember(ctx, member);
  return {
    emailYN: yn(after.email_yn),
    smsYN: yn(after.sms_yn),
    emailYNChangedDt: after.email_yn_changed_at,
    smsYNChangedDt: after.sms_yn_changed_at,
  };
}

export async function changeCellphone(ctx: AccountContext, member: AuthMember, cellphone: string) {
  refuseBanned(member);
  const row = await requireMember(ctx, member);
  const now = ctx.now.toISOString();
  if (row.mobile !== cellphone) {
    await updateMember(ctx.db, row.member_id, { mobile: cellphone, mobile_changed_at: now, updated_at: now });
  }
  return { cellphone, changedDt: row.mobile === cellphone ? (row.mobile_changed_at ?? now) : now };
}

/** `fu**********@dev.jecheol.kr`: the first two characters of the local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(Math.max(3, email.length));
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, shown).join('')}${'*'.repeat(Math.max(1, local.length - shown))}${email.slice(at)}`;
}

export async function findEmailByCellphone(ctx: AccountContext, cellphone: string) {
  const members = await findMembersByMobile(ctx.db, cellphone);
  if (members.length === 0) {
    throw new AppError('NO_DATA', `${maskCellphone(cellphone)} 번호로 가입한 계정이 없습니다.`);
  }
  return {
    accounts: members.map((row) => ({
      maskedEmail: row.email ? maskEmail(row.email) : null,
      channelType: row.channel_type === 1002 ? (1002 as const) : (1001 as const),
      signUpDt: row.created_at,
    })),
  };
}

/** The first instant the member may change the nickname again; null: now. */
export function nextNicknameChange(row: Pick<MemberRow, 'nickname_changed_at'>, now: Date): string | null {
  if (row.nickname_changed_at === null) return null;
  const next = new Date(Date.parse(row.nickname_changed_at) + NICKNAME_CHANGE_INTERVAL_DAYS * DAY_MS);
  return next > now ? next.toISOString() : null;
}

interface NicknameVerdict {
  nickname: string;
  problem: NicknameVerdictProblem | null;
  message: string;
}

async function judgeNickname(ctx: AccountContext, row: MemberRow, raw: string): Promise<NicknameVerdict> {
  const nickname = normalizeNickname(raw);
  if (nickname === row.nickname) {
    return { nickname, problem: 'SAME_AS_CURRENT', message: NICKNAME_MESSAGES.SAME_AS_CURRENT };
  }
  const check = checkNickname(nickname);
  // The operator's list (the community's banned words, same matcher) after the contract's own: like
  // the contract's, a banned word is named even when the length or the characters are wrong too.
  const banned =
    (check.ok || (check.problem !== 'REQUIRED' && check.problem !== 'BANNED_WORD')) &&
    (await findBannedWords(ctx.db, nickname, 'name')).length > 0;
  if (banned) return { nickname, problem: 'BANNED_WORD', message: NICKNAME_MESSAGES.BANNED_WORD };
  if (!check.ok) return { nickname, problem: check.problem, message: check.message };
  // The member's own nickname in other letter case is theirs to take.
  const key = nicknameKey(nickname);
  if (key !== nicknameKey(row.nickname) && (await isNicknameTaken(ctx.db, key, row.member_id))) {
    return { nickname, problem: 'TAKEN', message: NICKNAME_MESSAGES.TAKEN };
  }
  return { nickname, problem: null, message: NICKNAME_MESSAGES.AVAILABLE };
}

export async function validateNickname(ctx: AccountContext, member: AuthMember, raw: string) {
  const row = await requireMember(ctx, member);
  const verdict = await judgeNickname(ctx, row, raw);
  return {
    nickName: verdict.nickname,
    isAvailable: verdict.problem === null,
    problem: verdict.problem,
    message: verdict.message,
    nextChangeDt: nextNicknameChange(row, ctx.now),
  };
}

const seoulDate = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

export async function changeNickname(ctx: AccountContext, member: AuthMember, raw: string) {
  refuseBanned(member);
  const row = await requireMember(ctx, member);
  const nowIso = ctx.now.toISOString();
  const verdict = await judgeNickname(ctx, row, raw);
  const after = (changedAt: string) => ({
    nickName: verdict.nickname,
    changedDt: changedAt,
    nextChangeDt: new Date(Date.parse(changedAt) + NICKNAME_CHANGE_INTERVAL_DAYS * DAY_MS).toISOString(),
  });
  // A retry of a change that went through: the same answer, not a second change.
  if (verdict.problem === 'SAME_AS_CURRENT') return after(row.nickname_changed_at ?? row.created_at);
  const next = nextNicknameChange(row, ctx.now);
  if (next !== null) {
    throw new AppError(
      'NICKNAME_LIMIT_OVER',
      `${NICKNAME_MESSAGES.LIMIT_OVER} ${seoulDate.format(new Date(next))}부터 다시 변경할 수 있어요.`,
    );
  }
  switch (verdict.problem) {
    case null:
      break;
    case 'REQUIRED':
      throw new AppError('REQUIRED_VALUE_MISSING', verdict.message);
    case 'LENGTH':
      throw new AppError('OUT_OF_RANGE', verdict.message);
    case 'TAKEN':
      throw new AppError('DUPLICATED_REQUEST', verdict.message);
    default:
      throw new AppError('NOT_MATCHED', verdict.message);
  }
  let changed: boolean;
  try {
    changed = await setChosenNickname(ctx.db, {
      memberId: row.member_id,
      nickname: verdict.nickname,
      key: nicknameKey(verdict.nickname),
      previousChangeAt: row.nickname_changed_at,
      now: nowIso,
    });
  } catch (error) {
    // Another member took it between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('DUPLICATED_REQUEST', NICKNAME_MESSAGES.TAKEN);
    throw error;
  }
  // Lost to a concurrent change by the same member, which used up the allowance.
  if (!changed) throw new AppError('NICKNAME_LIMIT_OVER', NICKNAME_MESSAGES.LIMIT_OVER);
  return after(nowIso);
}

/** The app's marketing-notification consent: the device's, and the member's when signed in. */
export async function changeAppAd(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null; adYN: YN },
) {
  const flag = input.adYN === 'Y' ? 1 : 0;
  if (input.member && flag === 1) refuseBanned(input.member);
  const now = ctx.now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateDevice(trx, {
      deviceUuid: input.deviceUuid,
      memberId: input.member?.memberId ?? null,
      now,
      patch: { ad_yn: flag, ad_changed_at: now },
    });
    if (input.member) await setMemberFlag(trx, input.member.memberId, 'ad', flag, now);
  });
  return { adYN: input.adYN, changedDt: now };
}

export async function changeAppAdId(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null; adId: string },
) {
  const limited = input.adId === ZERO_ADVERTISING_ID;
  const now = ctx.now.toISOString();
  await updateDevice(ctx.db, {
    deviceUuid: input.deviceUuid,
    memberId: input.member?.memberId ?? null,
    now,
    patch: { advertising_id: limited ? null : input.adId.toLowerCase(), advertising_id_changed_at: now },
  });
  return { isTrackingLimited: limited, changedDt: now };
}

export async function changeAppUserId(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null; appUserId: string },
) {
  const now = ctx.now.toISOString();
  await updateDevice(ctx.db, {
    deviceUuid: input.deviceUuid,
    memberId: input.member?.memberId ?? null,
    now,
    patch: { app_user_id: input.appUserId },
  });
  return { appUserId: input.appUserId, isMemberLinked: input.member !== null, changedDt: now };
}

/** True when version a is below version b (x.y.z, compared part by part). */
export function isVersionBelow(a: string, b: string): boolean {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const diff = (left[index] ?? 0) - (right[index] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

export async function changeAppVersion(
  ctx: AccountContext,
  input: { deviceUuid: string; member: AuthMember | null; appVersion: string; os: 'android' | 'ios' },
) {
  const now = ctx.now.toISOString();
  await updateDevice(ctx.db, {
    deviceUuid: input.deviceUuid,
    memberId: input.member?.memberId ?? null,
    now,
    patch: { app_version: input.appVersion, app_os: input.os },
  });
  const state = await readAppState(ctx.db);
  const minVersion = input.os === 'android' ? state.android_min_version : state.ios_min_version;
  return {
    appVersion: input.appVersion,
    minVersion,
    isUpdateRequired: isVersionBelow(input.appVersion, minVersion),
  };
}

/**
 * The member closes their own account, the shop's first (account.withdrawal.ts); a banned member may
 * too (leaving is never an action we block).
 */
export async function withdraw(
  ctx: AccountContext,
  member: AuthMember,
  body:
    | { reasonCode?: keyof typeof WITHDRAWAL_REASONS | undefined; reason?: string | undefined }
    | null
    | undefined,
  shop: ShopOfWithdrawal,
) {
  const reason = body?.reason?.trim() || null;
  const result = await closeAccounts(ctx.db, shop, {
    memberId: member.memberId,
    reasonCode: body?.reasonCode ?? (reason ? 'OTHER' : null),
    reason,
    forced: false,
    now: ctx.now,
  });
  return { isWithdrawn: true as const, withdrawnDt: result.withdrawnDt };
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
