import { useMutation } from '@tanstack/react-query';
import { updateCellphone } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { usePatchMyInfo } from './my-info.ts';

/** PUT /api/v2/user/cellphone; the stored form (`010-XXXX-XXXX`) goes into the user-info state. */
export function useUpdateCellphone() {
  const patchMyInfo = usePatchMyInfo();
  return useMutation({
    mutationFn: (cellphone: string) => call(updateCellphone, { body: { cellphone } }),
    onSuccess: ({ cellphone }) => patchMyInfo({ cellphone }),
  });
}
