import { z } from 'zod';
import { parseJsonBody } from '../schema/coerce';
import { slErrors } from '../sl-errors';
import type { SeriesRow } from '../store';
import type { SimContext, SlRequest, SlResponse } from './context';
import { annotation } from './respond';

const ParamsSchema = z.object({
  DocumentTypeParams: z.object({
    Document: z.union([z.string(), z.number()]).transform(String),
    DocumentSubType: z.string().optional(),
  }),
});

function documentOf(req: SlRequest): string {
  const parsed = ParamsSchema.safeParse(parseJsonBody(req.body));
  if (!parsed.success) throw slErrors.invalidProperty('DocumentTypeParams', 'DocumentTypeParams');
  return parsed.data.DocumentTypeParams.Document;
}

const present = (s: SeriesRow) => ({
  Series: s.Series,
  Name: s.Name,
  Prefix: s.Prefix,
  Suffix: null,
  InitialNumber: s.InitialNumber,
  NextNumber: s.NextNumber,
  LastNumber: s.LastNumber,
  Locked: s.Locked,
  IsManual: s.IsManual,
  PeriodIndicator: s.PeriodIndicator,
  GroupCode: s.GroupCode,
  BPLID: s.BPLID,
  Document: s.Document,
  DocumentSubType: s.DocumentSubType,
  Remarks: s.Remarks,
  SeriesType: 'stDocument',
});

/** `POST /SeriesService_GetDocumentSeries {"DocumentTypeParams":{"Document":"22"}}` (reference §7). */
export function getDocumentSeries(ctx: SimContext, req: SlRequest): SlResponse {
  const document = documentOf(req);
  const value = ctx.store.state.series.filter((s) => s.Document === document).map(present);
  return {
    status: 200,
    body: {
      [annotation(req, 'metadata')]: `${req.root}/$metadata#Collection(SAPB1.Series)`,
      value,
    },
  };
}

export function getDefaultSeries(ctx: SimContext, req: SlRequest): SlResponse {
  const { state } = ctx.store;
  const id = state.defaultSeries[documentOf(req)];
  const series = state.series.find((s) => s.Series === id);
  if (!series) throw slErrors.notFound();
  return {
    status: 200,
    body: {
      [annotation(req, 'metadata')]: `${req.root}/$metadata#SAPB1.Series`,
      ...present(series),
    },
  };
}
