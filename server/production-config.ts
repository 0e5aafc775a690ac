import { COOKIE_HOST_ONLY } from '#contract/rules/cookie-domain.ts';
import { DEV_SHOP_ACCOUNTS_API_KEY } from './modules/account/shop-accounts.config.ts';
import { DEV_PARTNER_API_KEY } from './modules/point/point.config.ts';
import { DEV_SHOP_WEBHOOK_SECRET } from './modules/product-alerts/product-alerts.config.ts';

/** The embedded default's database file. */
export const DEFAULT_SQLITE_PATH = 'data/storefront.db';

export interface Refusal {
  key: string;
  message: string;
}

type Env = Record<string, string | undefined>;

/**
 * Every setting production must name because its default is a development one (docs/operations.md,
 * "Production settings", lists the same table). Each entry says what the shop would do without it.
 */
export const PRODUCTION_REQUIRED: readonly {
  key: string;
  missing: (env: Env) => boolean;
  message: string;
}[] = [
  {
    key: 'DATABASE_URL',
    missing: (env) => env.DATABASE_URL === undefined && env.SQLITE_PATH === undefined,
    message:
      '운영 데이터베이스(PostgreSQL) 주소를 설정하세요. SQLite 파일 하나로 운영하려면 SQLITE_PATH를 직접 지정하세요.',
  },
  {
    key: 'NAVER_CLIENT_ID',
    missing: (env) => env.NAVER_CLIENT_ID === undefined,
    message: '네이버 로그인의 클라이언트 ID를 설정하세요. 개발용 ID는 실제 네이버가 거절합니다.',
  },
  {
    key: 'APPLE_CLIENT_ID',
    missing: (env) => env.APPLE_CLIENT_ID === undefined,
    message: 'Apple 로그인의 서비스 ID를 설정하세요. 개발용 ID는 실제 Apple이 거절합니다.',
  },
  {
    key: 'APP_ATTESTATION_PACKAGE',
    missing: (env) => env.APP_ATTESTATION_PACKAGE === undefined,
    message:
      '안드로이드 앱의 패키지 이름을 설정하세요. 없으면 Play Integrity 판정이 맞지 않아 앱 로그인 보너스가 지급되지 않습니다.',
  },
  {
    key: 'PLAY_INTEGRITY_CREDENTIALS',
    missing: (env) => env.PLAY_INTEGRITY_CREDENTIALS === undefined,
    message:
      'Play Integrity API를 부를 자격 증명(Bearer)을 설정하세요. 없으면 안드로이드 앱 로그인 보너스가 지급되지 않습니다.',
  },
  {
    key: 'APP_ATTEST_BUNDLE_ID',
    missing: (env) => env.APP_ATTEST_BUNDLE_ID === undefined,
    message:
      'iOS 앱의 번들 ID를 설정하세요. 없으면 App Attest 판정이 맞지 않아 앱 로그인 보너스가 지급되지 않습니다.',
  },
  {
    key: 'APP_ATTEST_VERIFIER_URL',
    missing: (env) => env.APP_ATTEST_VERIFIER_URL === undefined,
    message:
      'App Attest 검증 서비스 주소(https://…)를 설정하세요. 없으면 iOS 앱 로그인 보너스가 지급되지 않습니다.',
  },
  {
    key: 'APP_ATTEST_VERIFIER_CREDENTIALS',
    missing: (env) => env.APP_ATTEST_VERIFIER_CREDENTIALS === undefined,
    message:
      'App Attest 검증 서비스의 자격 증명(Bearer)을 설정하세요. 없으면 iOS 앱 로그인 보너스가 지급되지 않습니다.',
  },
  {
    key: 'PARTNER_POINTS_URL',
    missing: (env) => env.PARTNER_POINTS_URL === undefined,
    message: '파트너 포인트 API 주소(https://…)를 설정하세요. 없으면 별 전환이 모두 실패합니다.',
  },
  {
    key: 'PARTNER_POINTS_API_KEY',
    missing: (env) => env.PARTNER_POINTS_API_KEY === undefined,
    message: '파트너 포인트 API 키를 설정하세요. 개발용 키가 파트너사로 보내지면 안 됩니다.',
  },
  {
    key: 'SHOP_ACCOUNTS_URL',
    missing: (env) => env.SHOP_ACCOUNTS_URL === undefined,
    message:
      '쇼핑몰 회원 API 주소(https://…)를 설정하세요. 없으면 쇼핑몰 계정을 닫을 수 없어 회원 탈퇴가 모두 실패합니다.',
  },
  {
    key: 'SHOP_ACCOUNTS_API_KEY',
    missing: (env) => env.SHOP_ACCOUNTS_API_KEY === undefined,
    message: '쇼핑몰 회원 API 키를 설정하세요. 개발용 키가 쇼핑몰로 보내지면 안 됩니다.',
  },
  {
    key: 'SHOP_WEBHOOK_SECRET',
    missing: (env) => env.SHOP_WEBHOOK_SECRET === undefined,
    message: '쇼핑몰 재고·가격 웹훅의 서명 비밀을 설정하세요. 없으면 누구나 재고와 가격을 바꿀 수 있습니다.',
  },
  {
    key: 'PUSH_URL',
    missing: (env) => env.PUSH_URL === undefined,
    message:
      '앱 푸시 발송 서비스 주소(https://…)를 설정하세요. 없으면 재입고·오픈 알림 푸시가 나가지 않습니다.',
  },
  {
    key: 'PUSH_API_KEY',
    missing: (env) => env.PUSH_API_KEY === undefined,
    message: '앱 푸시 발송 서비스의 API 키를 설정하세요.',
  },
  {
    key: 'COOKIE_DOMAIN',
    missing: (env) => env.COOKIE_DOMAIN === undefined,
    message: `쇼핑몰과 토큰 쿠키를 나눌 상위 도메인(예: jecheol.kr)을 설정하세요. 이 호스트에만 둘 때는 COOKIE_DOMAIN=${COOKIE_HOST_ONLY}.`,
  },
  {
    key: 'PUBLIC_BASE_URL',
    missing: (env) => env.PUBLIC_BASE_URL === undefined,
    message: '공유 링크와 미리보기 태그에 쓸 이 서비스의 주소(https://…)를 설정하세요.',
  },
];

/** The secrets production must not take lightly (JWT_PREVIOUS_SECRETS is a comma list). */
const SECRET_KEYS = [
  'JWT_SECRET',
  'PREVIEW_TOKEN_SECRET',
  'JWT_PREVIOUS_SECRETS',
  'SHOP_WEBHOOK_SECRET',
] as const;

/**
 * A secret anyone could guess: fewer than 10 different characters, or one short piece repeated
 * (`aaaa…`, `abcabc…`). A random 32-character hex or base64 value is never refused.
 */
export function isWeakSecret(secret: string): boolean {
  if (new Set(secret).size < 10) return true;
  for (let size = 1; size <= secret.length / 2; size++) {
    if (secret.length % size === 0 && secret.slice(0, size).repeat(secret.length / size) === secret)
      return true;
  }
  return false;
}

/**
 * What a production start refuses beyond the schema's own checks (server/config.ts): a setting it
 * would otherwise default to a development value, demo seeding, a weak secret, a development partner
 * on this server. Each refusal names its setting.
 */
export function productionRefusals(env: Env): Refusal[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: Refusal[] = PRODUCTION_REQUIRED.filter((setting) => setting.missing(env)).map(
    ({ key, message }) => ({ key, message }),
  );
  if (env.SEED_ON_START === 'true' || env.SEED_ON_START === '1') {
    refusals.push({
      key: 'SEED_ON_START',
      message: '운영 환경에서는 데모 데이터를 채우지 않습니다. 이 설정을 빼세요.',
    });
  }
  for (const key of SECRET_KEYS) {
    const values = (env[key] ?? '').split(',').map((value) => value.trim());
    if (values.some((value) => value !== '' && isWeakSecret(value))) {
      refusals.push({
        key,
        message:
          '추측하기 쉬운 비밀 값입니다 (같은 글자나 짧은 조각의 반복). `openssl rand -base64 48`로 만든 값을 쓰세요.',
      });
    }
  }
  if (env.PARTNER_POINTS_API_KEY === DEV_PARTNER_API_KEY) {
    refusals.push({
      key: 'PARTNER_POINTS_API_KEY',
      message: '저장소에 있는 개발용 파트너 키는 운영에서 쓸 수 없습니다.',
    });
  }
  const partnerUrl = env.PARTNER_POINTS_URL;
  if (partnerUrl !== undefined && !partnerUrl.startsWith('https://')) {
    refusals.push({
      key: 'PARTNER_POINTS_URL',
      message:
        '운영 환경에서는 파트너사의 https:// 주소여야 합니다. 이 서버의 개발용 파트너는 운영에 없습니다.',
    });
  }
  if (env.SHOP_ACCOUNTS_API_KEY === DEV_SHOP_ACCOUNTS_API_KEY) {
    refusals.push({
      key: 'SHOP_ACCOUNTS_API_KEY',
      message: '저장소에 있는 개발용 쇼핑몰 키는 운영에서 쓸 수 없습니다.',
    });
  }
  if (env.SHOP_WEBHOOK_SECRET === DEV_SHOP_WEBHOOK_SECRET) {
    refusals.push({
      key: 'SHOP_WEBHOOK_SECRET',
      message: '저장소에 있는 개발용 웹훅 비밀은 운영에서 쓸 수 없습니다.',
    });
  }
  if (env.PUSH_URL !== undefined && !env.PUSH_URL.startsWith('https://')) {
    refusals.push({
      key: 'PUSH_URL',
      message: '운영 환경에서는 푸시 발송 서비스의 https:// 주소여야 합니다.',
    });
  }
  const shopAccountsUrl = env.SHOP_ACCOUNTS_URL;
  if (shopAccountsUrl !== undefined && !shopAccountsUrl.startsWith('https://')) {
    refusals.push({
      key: 'SHOP_ACCOUNTS_URL',
      message:
        '운영 환경에서는 쇼핑몰의 https:// 주소여야 합니다. 이 서버의 개발용 쇼핑몰은 운영에 없습니다.',
    });
  }
  return refusals;
}
