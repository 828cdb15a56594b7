import { useQuery } from '@tanstack/react-query';
import { ExternalFormAddressSchema, type ExternalForm } from '@jarvis/contracts/extras';
import { api } from '../../lib/api-client';

export const extrasKeys = {
  all: ['extras'] as const,
  form: (form: ExternalForm) => [...extrasKeys.all, 'formulario', form] as const,
};

/** Where the page's external form lives (null: not configured); set at start-up, so kept. */
export function useExternalFormAddress(form: ExternalForm) {
  return useQuery({
    queryKey: extrasKeys.form(form),
    queryFn: ({ signal }) =>
      api.get(`/api/extras/formularios/${form}`, ExternalFormAddressSchema, { signal }),
    staleTime: Infinity,
    // The page says it in place (LoadFailure).
    meta: { errorToast: false },
  });
}
