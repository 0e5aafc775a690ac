import { updateAdConsent, updateAppAd } from '../../api/contract.gen.ts';
import { call } from '../../api/http.ts';

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
