import { seoulYear } from '#contract/rules/age.ts';

/**
 * The people of the development identity provider. Each one exercises one path of sign-in; the list
 * is documented in docs/dev-idp.md. Subjects are fixed so a person is the same member across restarts.
 */
export interface NaverDevIdentity {
  provider: 'naver';
  key: string;
  label: string;
  description: string;
  subject: string;
  /** Naver profile fields the person consented to share; an absent field was not consented. */
  profile: (now: Date) => {
    email?: string;
    gender?: 'M' | 'F' | 'U';
    birthyear?: string;
    mobile?: string;
    name?: string;
    nickname?: string;
  };
  /** Server-side state the identity stands for, created when the identity provider starts. */
  banMessage?: string;
  signupProhibited?: boolean;
  /**
   * A member the seed (`npm run db:seed`, SEED_ON_START) creates with its demo star history
   * (server/seed/points.ts), so my page has a history to show. Nobody else gets one on sign-in.
   */
  seededStarHistory?: boolean;
}

export interface AppleDevIdentity {
  provider: 'apple';
  key: string;
  label: string;
  description: string;
  subject: string;
  email: string;
  isPrivateEmail: boolean;
  /** Apple tells the name only on the very first authorization; this identity always acts as if first. */
  firstSignInName?: { firstName: string; lastName: string };
  signupProhibited?: boolean;
}

export type DevIdentity = NaverDevIdentity | AppleDevIdentity;

const fullNaverProfile = {
  email: 'full.consent@dev.jecheol.kr',
  gender: 'F' as const,
  birthyear: '1988',
  mobile: '010-1234-5678',
  name: '김제철',
  nickname: '제철러버',
};

type NaverProfile = ReturnType<NaverDevIdentity['profile']>;

/** A full profile with its own e-mail address, less the one field the person did not consent to. */
function lacking(field: keyof NaverProfile, email: string): () => NaverProfile {
  return () => {
    const profile: NaverProfile = { ...fullNaverProfile, email };
    delete profile[field];
    return profile;
  };
}

export const BANNED_MESSAGE = '커뮤니티 운영정책 위반으로 2026년 12월 31일까지 서비스 이용이 제한되었습니다.';

export const naverIdentities: NaverDevIdentity[] = [
  {
    provider: 'naver',
    key: 'naver-full',
    label: '모든 항목 동의',
    description: '이메일·성별·출생연도·휴대전화번호를 모두 제공합니다. 처음이면 가입, 이후에는 로그인됩니다.',
    subject: 'dev-naver-0001',
    profile: () => ({ ...fullNaverProfile }),
  },
  {
    provider: 'naver',
    key: 'naver-no-email',
    label: '이메일 미동의',
    description: '이메일 제공에 동의하지 않았습니다. 가입이 거절되고 다시 동의를 요청해야 합니다.',
    subject: 'dev-naver-0002',
    profile: lacking('email', ''),
  },
  {
    provider: 'naver',
    key: 'naver-no-gender',
    label: '성별 미동의',
    description: '성별 제공에 동의하지 않았습니다.',
    subject: 'dev-naver-0003',
    profile: lacking('gender', 'no.gender@dev.jecheol.kr'),
  },
  {
    provider: 'naver',
    key: 'naver-no-birthyear',
    label: '출생연도 미동의',
    description: '출생연도 제공에 동의하지 않았습니다.',
    subject: 'dev-naver-0004',
    profile: lacking('birthyear', 'no.birthyear@dev.jecheol.kr'),
  },
  {
    provider: 'naver',
    key: 'naver-no-mobile',
    label: '휴대전화번호 미동의',
    description: '휴대전화번호 제공에 동의하지 않았습니다.',
    subject: 'dev-naver-0005',
    profile: lacking('mobile', 'no.mobile@dev.jecheol.kr'),
  },
  {
    provider: 'naver',
    key: 'naver-under14',
    label: '만 14세 미만',
    description:
      '출생연도가 올해 기준 10년 전입니다. 보호자 동의가 필요하다는 안내와 함께 가입이 거절됩니다.',
    subject: 'dev-naver-0006',
    profile: (now) => ({
      ...fullNaverProfile,
      email: 'under14@dev.jecheol.kr',
      birthyear: String(seoulYear(now) - 10),
      nickname: '꼬마농부',
    }),
  },
  {
    provider: 'naver',
    key: 'naver-banned',
    label: '이용 정지 회원',
    description: '이미 가입되어 있고 이용이 정지된 회원입니다. 로그인은 되지만 정지 안내가 표시됩니다.',
    subject: 'dev-naver-0007',
    profile: () => ({ ...fullNaverProfile, email: 'banned@dev.jecheol.kr', nickname: '정지회원' }),
    banMessage: BANNED_MESSAGE,
  },
  {
    provider: 'naver',
    key: 'naver-prohibited',
    label: '가입 제한 계정',
    description: '가입이 제한된 계정입니다. 오류 코드 83으로 거절됩니다.',
    subject: 'dev-naver-0008',
    profile: () => ({ ...fullNaverProfile, email: 'prohibited@dev.jecheol.kr', nickname: '가입제한' }),
    signupProhibited: true,
  },
  {
    provider: 'naver',
    key: 'naver-stars',
    label: '별 내역이 있는 회원',
    description:
      '시드가 만들어 둔 기존 회원입니다. 15개월 동안 별을 모으고 전환하고 소멸된 내역이 있어 마이페이지의 별 화면을 볼 수 있습니다.',
    subject: 'dev-naver-0009',
    profile: () => ({ ...fullNaverProfile, email: 'stars@dev.jecheol.kr', nickname: '별부자' }),
    seededStarHistory: true,
  },
];

export const appleIdentities: AppleDevIdentity[] = [
  {
    provider: 'apple',
    key: 'apple-first',
    label: 'Apple 첫 로그인 (이름 제공)',
    description: 'Apple이 처음 로그인할 때처럼 이름(성, 이름)을 함께 보냅니다.',
    subject: '000123.dev-apple-0001',
    email: 'apple.first@privaterelay.appleid.com',
    isPrivateEmail: true,
    firstSignInName: { lastName: '이', firstName: '사과' },
  },
  {
    provider: 'apple',
    key: 'apple-returning',
    label: 'Apple 재로그인 (이름 없음)',
    description: '두 번째 이후의 로그인처럼 이름 없이 id_token만 보냅니다.',
    subject: '000123.dev-apple-0002',
    email: 'apple.returning@dev.jecheol.kr',
    isPrivateEmail: false,
  },
  {
    provider: 'apple',
    key: 'apple-prohibited',
    label: 'Apple 가입 제한 계정',
    description: '가입이 제한된 Apple 계정입니다. 오류 코드 84로 거절됩니다.',
    subject: '000123.dev-apple-0003',
    email: 'apple.prohibited@dev.jecheol.kr',
    isPrivateEmail: false,
    signupProhibited: true,
  },
];

export function findNaverIdentity(key: string): NaverDevIdentity | undefined {
  return naverIdentities.find((identity) => identity.key === key);
}

export function findAppleIdentity(key: string): AppleDevIdentity | undefined {
  return appleIdentities.find((identity) => identity.key === key);
}
