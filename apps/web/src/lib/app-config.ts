import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppConfigSchema } from '@jarvis/contracts/shell';
import { api } from './api-client';

/** Public facts of the installation (business time zone, version); they do not change while open. */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get('/api/config', AppConfigSchema, { signal }),
  staleTime: Infinity,
  meta: { errorToast: false },
});

export const useAppConfig = () => useQuery(appConfigQuery);
