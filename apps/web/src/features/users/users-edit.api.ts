import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserEditResultSchema, type UserEdit } from '@jarvis/contracts/users';
import { api, isApiError } from '../../lib/api-client';
import { toastUserAdminError, userKeys } from './users.api';

/**
 * 'Editar usuario'. Field errors are the dialog's to show; anything else is toasted. A 409 means
 * someone else saved first: the lists reload with their data, to be edited again from there.
 */
export function useEditUser(userID: number) {
  const queryClient = useQueryClient();
  const reloadLists = () => queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: UserEdit) => api.put(`/api/users/${userID}`, values, UserEditResultSchema),
    onSuccess: reloadLists,
    onError: (error) => {
      if (isApiError(error) && error.fields) return;
      toastUserAdminError(error);
      if (isApiError(error) && error.status === 409) void reloadLists();
    },
  });
}
