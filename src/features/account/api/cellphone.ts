import { useMutation } from '@tanstack/react-query';
import { updateCellphone } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { usePatchProfile } from './profile.ts';

/** PUT /api/v2/user/cellphone; the stored form (`010-XXXX-XXXX`) goes into the user-info state. */
export function useUpdateCellphone() {
  const patchProfile = usePatchProfile();
  return useMutation({
    mutationFn: (cellphone: string) => call(updateCellphone, { body: { cellphone } }),
    onSuccess: ({ cellphone }) => patchProfile({ mobile: cellphone }),
  });
}
