import { describe, expect, it } from 'vitest';
import {
  ERP_DOCUMENT_STATE_COLORS,
  ERP_DOCUMENT_STATE_LABELS,
  ERP_DOCUMENT_STATES,
  ErpDocumentPageSchema,
  ErpDocumentQuerySchema,
} from './erp';

describe('the ERP documents list', () => {
  it('opens on page 1 of 10 of every state, and reads a state tab from the query', () => {
    expect(ErpDocumentQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(ErpDocumentQuerySchema.parse({ estado: 'error', page: '2', size: '50' })).toEqual({
      estado: 'error',
      page: 2,
      size: 50,
    });
  });

  it('refuses a state it does not have and pages out of bounds', () => {
    for (const query of [{ estado: 'enviado' }, { page: '0' }, { page: '100001' }, { size: '101' }])
      expect(ErpDocumentQuerySchema.safeParse(query).success).toBe(false);
  });

  it('labels each state differently, and marks only failed documents as errors', () => {
    const labels = ERP_DOCUMENT_STATES.map((s) => ERP_DOCUMENT_STATE_LABELS[s]);
    expect(new Set(labels).size).toBe(ERP_DOCUMENT_STATES.length);
    expect(ERP_DOCUMENT_STATES.filter((s) => ERP_DOCUMENT_STATE_COLORS[s] === 'error')).toEqual([
      'error',
    ]);
  });

  it('carries a tab per state with its bounded count, and refuses an unknown state', () => {
    const page = {
      items: [],
      total: 0,
      totalIsCapped: false,
      page: 1,
      size: 10,
      estados: ERP_DOCUMENT_STATES.map((estado) => ({ estado, total: 0, totalIsCapped: false })),
    };
    expect(ErpDocumentPageSchema.parse(page)).toEqual(page);
    expect(
      ErpDocumentPageSchema.safeParse({
        ...page,
        estados: [{ estado: 'perdido', total: 1, totalIsCapped: false }],
      }).success,
    ).toBe(false);
  });
});
