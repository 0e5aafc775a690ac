import { expect, test } from '@playwright/test';
import { keepSurveyClosed, screenshots, signInThroughProvider } from './support/page.ts';
import { agreeIfAsked } from './support/sign-up.ts';

/**
 * Spec section 7: after signing in the client reads GET /api/v2/user/profile, keeps its e-mail in
 * session storage (`email`) and the rest as the user state; my info shows that e-mail. Through the
 * login page and the development provider's full-consent person, on the shared server.
 */
const shot = screenshots('profile-after-sign-in');

test('signing in reads the profile and keeps its e-mail in session storage', async ({
  page,
  context,
  baseURL,
}) => {
  await keepSurveyClosed(context, String(baseURL));
  const profileRead = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v2/user/profile' && request.method() === 'GET',
  );
  await signInThroughProvider(page, /모든 항목 동의/);
  await agreeIfAsked(page);
  await profileRead;
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('email')))
    .toContain('full.consent@dev.jecheol.kr');

  await page.goto('/my-page/my-info/main');
  await expect(page.getByText('full.consent@dev.jecheol.kr')).toBeVisible();
  await shot(page, 'my-info');
});
