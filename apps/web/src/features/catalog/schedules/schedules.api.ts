import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  SCHEDULE_PAGE_SIZE,
  SchedulePageSchema,
  type ScheduleUpdate,
} from '@jarvis/contracts/schedules';
import { api } from '../../../lib/api-client';
import { listPath, supplierKeys, type BrandListParams } from '../suppliers/suppliers.api';

export function useSchedules(params: BrandListParams) {
  return useQuery({
    queryKey: supplierKeys.schedule(params),
    queryFn: ({ signal }) =>
      api.get(listPath('/api/catalogo/horarios', params, SCHEDULE_PAGE_SIZE), SchedulePageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** 'Horario guardado' comes as the server's `successful`; the row keeps its draft until reloaded. */
export function useSaveSchedule(proveedorID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ScheduleUpdate) =>
      api.put(`/api/catalogo/horarios/${proveedorID}`, values, SuccessSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.schedules() }),
  });
}
