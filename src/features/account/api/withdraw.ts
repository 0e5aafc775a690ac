import { useMutation } from '@tanstack/react-query';
import type { WITHDRAWAL_REASONS } from '#contract/account.ts';
import { withdrawMember } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export interface WithdrawalBody {
  reasonCode: keyof typeof WITHDRAWAL_REASONS;
  reason?: string;
}

/** DELETE /api/v2/auth/social/withdrawal: closes the account; the caller then ends the session. */
export function useWithdraw() {
  return useMutation({
    mutationFn: (body: WithdrawalBody) => call(withdrawMember, { body }),
  });
}
