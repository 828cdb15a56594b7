import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { ManagerCodeBranchesSchema, type SetManagerCode } from '@jarvis/contracts/orders-edits';
import { api } from '../../lib/api-client';
import { ordersKeys } from './orders.keys';

const PATH = '/api/pedidos/clave-gerente';

/** The branches whose manager code the signed-in user may set (none for most users). */
export function useManagerCodeBranches() {
  return useQuery({
    queryKey: ordersKeys.managerCodes(),
    queryFn: ({ signal }) => api.get(PATH, ManagerCodeBranchesSchema, { signal }),
    // Without the list the button is simply not offered; nothing to tell the user.
    meta: { errorToast: false },
  });
}

/** Sets a branch's code; the shell toasts the server's `successful`, the form shows refusals. */
export function useSetManagerCode() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: SetManagerCode) => api.put(PATH, body, SuccessSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.managerCodes() }),
  });
}
