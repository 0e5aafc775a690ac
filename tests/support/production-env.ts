/**
 * A complete production environment: every setting production must name (server/production-config.ts),
 * with values a real deployment could have. Tests start from it and take one thing away or spoil it;
 * one that builds an app on `testConfig` passes `DATABASE_URL: ''` to keep its in-memory SQLite.
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DEV_STAND_INS: 'off',
    DATABASE_URL: 'postgres://jecheol@db.internal:5432/jecheol',
    JWT_SECRET: 'q8Vt2pLx9RmZ4cWn7KbY1sHd6FgJ3aTe5uNi0oPr',
    NAVER_CLIENT_ID: 'naver-client-id-of-the-shop',
    APPLE_CLIENT_ID: 'kr.jecheol.web.signin',
    APP_ATTESTATION_PACKAGE: 'kr.jecheol.app',
    PLAY_INTEGRITY_CREDENTIALS: 'ya29.play-integrity-access-7f3c2e',
    APP_ATTEST_BUNDLE_ID: 'kr.jecheol.app',
    APP_ATTEST_VERIFIER_URL: 'https://attest.verifier.example/v1/verify',
    APP_ATTEST_VERIFIER_CREDENTIALS: 'verifier-issued-key-2b8d41',
    PARTNER_POINTS_URL: 'https://points.partner.example/v1',
    PARTNER_POINTS_API_KEY: 'partner-issued-key-7c1e9a',
    SHOP_ACCOUNTS_URL: 'https://shop-api.jecheol.kr/accounts',
    SHOP_ACCOUNTS_API_KEY: 'shop-issued-key-4e2a90',
    SHOP_WEBHOOK_SECRET: 'shop-webhook-7Hq2Lm9Vx4Rz8Kc1Pw6Ty3Bn',
    PUSH_URL: 'https://push.jecheol.kr/v1/send',
    PUSH_API_KEY: 'push-issued-key-5d7b21',
    COOKIE_DOMAIN: 'jecheol.kr',
    PUBLIC_BASE_URL: 'https://m.jecheol.kr',
    ...overrides,
  };
}
