import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { COMMON_MESSAGES, SuccessSchema } from '@jarvis/contracts/errors';
import { isApiError } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Text of the error toast; false when the screen reports the failure itself. */
      errorToast?: string | false;
    };
    mutationMeta: {
      /** False when the screen shows the server's `successful` text itself. */
      successToast?: boolean;
      /** False when the screen shows the error next to the form. */
      errorToast?: boolean;
    };
  }
}

const isClientError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The one place that turns API answers into toasts (spec 1 §8): `successful` texts as success,
 * error messages as errors, list failures as the generic IT message. An expired session raises no
 * toast: the api client has already sent the user to the session page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isApiError(error) && (error.isSessionOver || error.isPasswordChangeRequired)) return;
        if (isApiError(error) && error.status === 403) return void toast.error(error.message);
        const text = query.meta?.errorToast ?? COMMON_MESSAGES.listLoadFailed;
        if (text !== false) toast.error(text);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess(data, _variables, _context, mutation) {
        const parsed = SuccessSchema.safeParse(data);
        if (parsed.success && mutation.meta?.successToast !== false)
          toast.success(parsed.data.successful);
      },
      onError(error, _variables, _context, mutation) {
        if (isApiError(error) && (error.isSessionOver || error.isPasswordChangeRequired)) return;
        if (mutation.meta?.errorToast === false) return;
        toast.error(isApiError(error) ? error.message : COMMON_MESSAGES.internal);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
