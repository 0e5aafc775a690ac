import { useMutation } from '@tanstack/react-query';
import { findEmailByCellphone } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * GET /api/v1/user/email?cellphone: the accounts signed up with a mobile number, e-mails masked by the
 * server. A mutation, not a query: it runs when the person asks, and a number typed once is not worth
 * keeping in the cache (nor is anyone's e-mail, masked or not).
 */
export function useFindAccounts() {
  return useMutation({
    mutationFn: (cellphone: string) => call(findEmailByCellphone, { query: { cellphone } }),
  });
}
