import { agreeTermsChange as agreeTermsChangeRef } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** POST /api/v2/user/terms-change; the HTTP client adds the access token and the device uid. */
export async function agreeTermsChange(): Promise<void> {
  await call(agreeTermsChangeRef);
}
