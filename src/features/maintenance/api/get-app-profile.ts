import type { AppProfile } from '#contract/account.ts';
import { getAppProfile as getAppProfileRef } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v2/app/profile: inspection, web version and the member's status (spec section 7). */
export function fetchAppProfile(): Promise<AppProfile> {
  return call(getAppProfileRef);
}
