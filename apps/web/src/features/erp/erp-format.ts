import dayjs from 'dayjs';
import {
  ERP_DOCUMENT_STATES,
  type ErpDocument,
  type ErpDocumentPage,
  type ErpDocumentState,
} from '@jarvis/contracts/erp';

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'dentro de 5 minutos', 'hace 2 horas'; 'ahora' within the minute. */
export function relativeToNow(iso: string, now: number = Date.now()): string {
  const diff = dayjs(iso).valueOf() - now;
  if (Number.isNaN(diff)) return '';
  const unit = UNITS.find(([, ms]) => Math.abs(diff) >= ms);
  if (!unit) return 'ahora';
  return relative.format(Math.round(diff / unit[1]), unit[0]);
}

const ORIGIN_NAMES: Record<string, string> = { pedido: 'Pedido', traslado: 'Traslado' };

/** 'Pedido 101' for Jarvis orders, 'Traslado 12' for transfers; any other source by its own name. */
export function originLabel({ origen, origenId }: Pick<ErpDocument, 'origen' | 'origenId'>) {
  return `${ORIGIN_NAMES[origen] ?? origen} ${String(origenId)}`;
}

/** What `cardCode` holds: a purchase's supplier, or a stock transfer's two warehouses. */
export const partyLabel = (tipo: ErpDocument['tipo']) =>
  tipo === 'traslado' ? 'Bodegas' : 'Proveedor';

export const canRetry = (estado: ErpDocumentState) => estado === 'pendiente' || estado === 'error';

export type StateTab = { key: ErpDocumentState | 'todos'; count: string | null };

/**
 * Each tab's count. The API stops counting a state at the list window (as it does a list's total),
 * so a state that reached it shows '1000+', and so does 'Todos' when it adds such a state.
 */
export function stateTabs(estados: ErpDocumentPage['estados'] | undefined): StateTab[] {
  if (!estados)
    return [
      { key: 'todos', count: null },
      ...ERP_DOCUMENT_STATES.map((key) => ({ key, count: null })),
    ];
  const totals = new Map(estados.map(({ estado, total }) => [estado, total]));
  const cappedStates = new Set(estados.filter((e) => e.totalIsCapped).map((e) => e.estado));
  const text = (total: number, isCapped: boolean) =>
    `${total.toLocaleString('es')}${isCapped ? '+' : ''}`;
  const byState = ERP_DOCUMENT_STATES.map((estado) => {
    const total = totals.get(estado) ?? 0;
    return { estado, total, isCapped: cappedStates.has(estado) };
  });
  const sum = byState.reduce((acc, { total }) => acc + total, 0);
  return [
    {
      key: 'todos',
      count: text(
        sum,
        byState.some(({ isCapped }) => isCapped),
      ),
    },
    ...byState.map(({ estado, total, isCapped }) => ({
      key: estado,
      count: text(total, isCapped),
    })),
  ];
}
