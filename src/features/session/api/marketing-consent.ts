import { agreeSignUp, updateAdConsent, updateAppAd } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * /sign-up's required items (POST /api/v2/user/sign-up): the person becomes a member, and member calls
 * stop answering SIGN_UP_REQUIRED. The screen only enables its button once every required box is ticked.
 */
export async function agreeToSignUp(): Promise<void> {
  await call(agreeSignUp, { body: { termsYN: 'Y', privacyYN: 'Y', ageYN: 'Y' } });
}

/**
 * The optional marketing consent of the sign-up screen, stored where the settings screen reads and
 * changes it: email and SMS (PUT /api/v2/user/ad-consent, which records the date of the change) and
 * the member's and device's advertising notifications (PUT /api/v1/app/ad, adYN). A new member starts
 * with every consent off, so only a given consent is sent.
 */
export async function saveMarketingConsent(): Promise<void> {
  await Promise.all([
    call(updateAdConsent, { body: { emailYN: 'Y', smsYN: 'Y' } }),
    call(updateAppAd, { body: { adYN: 'Y' } }),
  ]);
}
