import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@jarvis/contracts/auth';
import { SuccessSchema } from '@jarvis/contracts/errors';
import type { OwnPassword } from '@jarvis/contracts/passwords';
import { api } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session-queries';

/**
 * 'Cambiar contraseña': the user's own change. The session stays; once done the obligation to
 * change is gone from the cached user, so the shell opens at once without asking the server again.
 */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: OwnPassword) => api.put('/api/users/me/password', values, SuccessSchema),
    onSuccess: () =>
      queryClient.setQueryData<SessionUser>(
        sessionKeys.me,
        (user) => user && { ...user, debeCambiarClave: false },
      ),
  });
}
