import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  REPORT_GRANULARITIES,
  REPORT_MESSAGES,
  ReportSchema,
  type ReportExportFormat,
  type ReportGranularity,
} from '@jarvis/contracts/tickets-report';
import { api, isApiError } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { toast } from '../../lib/toast';

/** What the page asks for; no department is all of them, no granularity is the server's choice. */
export type ReportParams = {
  desde: string;
  hasta: string;
  departamentoId?: number;
  granularidad?: ReportGranularity;
};

export const reportKeys = {
  report: (params: ReportParams) => ['tickets', 'reporte', params] as const,
};

const ISO = 'YYYY-MM-DD';
const isDay = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(ISO) === text;

/**
 * The page keeps its filters in the URL, in the API's own query form, so a view can be shared or
 * reloaded. Without a valid period it shows this month so far (`today`, the business date); other
 * bad values are dropped.
 */
export function reportParamsFrom(search: URLSearchParams, today: Dayjs): ReportParams {
  const desde = search.get('desde');
  const hasta = search.get('hasta');
  const period =
    isDay(desde) && isDay(hasta)
      ? { desde, hasta }
      : { desde: today.startOf('month').format(ISO), hasta: today.format(ISO) };
  const departamentoId = Number(search.get('departamentoId'));
  const granularidad = REPORT_GRANULARITIES.find((g) => g === search.get('granularidad'));
  return {
    ...period,
    ...(Number.isInteger(departamentoId) && departamentoId > 0 ? { departamentoId } : {}),
    ...(granularidad ? { granularidad } : {}),
  };
}

export function reportQuery({ desde, hasta, departamentoId, granularidad }: ReportParams) {
  const query = new URLSearchParams({ desde, hasta });
  if (departamentoId !== undefined) query.set('departamentoId', String(departamentoId));
  if (granularidad) query.set('granularidad', granularidad);
  return query;
}

export function useTicketsReport(params: ReportParams) {
  return useQuery({
    queryKey: reportKeys.report(params),
    queryFn: ({ signal }) =>
      api.get(`/api/tickets/reporte?${reportQuery(params).toString()}`, ReportSchema, { signal }),
    placeholderData: keepPreviousData,
    // The page shows the failure in place of the report.
    meta: { errorToast: false },
  });
}

/** The server's own words for a failure: the field messages of a 400 say more than its summary. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status >= 500) return fallback;
  const fields = Object.values(error.fields ?? {});
  return fields.length > 0 ? fields.join(' ') : error.message;
}

export type ReportExport = { params: ReportParams; formato: ReportExportFormat };

export function useExportReport() {
  return useMutation({
    mutationFn: ({ params, formato }: ReportExport) => {
      const query = reportQuery(params);
      query.set('formato', formato);
      return downloadFile(
        `/api/tickets/reporte/exportar?${query.toString()}`,
        `tickets-realizados-${params.desde}-a-${params.hasta}.${formato}`,
      );
    },
    meta: { errorToast: false },
    onError: (error) => {
      if (isApiError(error) && error.isSessionOver) return;
      toast.error(failureText(error, REPORT_MESSAGES.exportFailed));
    },
  });
}
