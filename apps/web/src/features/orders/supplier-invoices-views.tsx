import type { ReactNode } from 'react';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { InvoicePage, InvoiceRow, InvoiceSapState } from '@jarvis/contracts/orders-invoices';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { formatPrice } from './orders-format';
import { formatDay, OrderLink } from './orders-list-cells';
import { orderPagination } from './orders-list-table';

const SAP_COLORS: Record<InvoiceSapState, string> = {
  'Sin registrar': 'default',
  'En proceso': 'processing',
  Registrada: 'success',
  Rechazada: 'error',
};

/** A detail in a tooltip that a keyboard reaches and a screen reader hears with its cell. */
function WithDetail({ detail, children }: { detail: string | null; children: ReactNode }) {
  if (!detail) return <>{children}</>;
  return (
    <Tooltip title={detail}>
      <span className="invoices-detail" tabIndex={0}>
        {children}
        <span className="sr-only">{detail}</span>
      </span>
    </Tooltip>
  );
}

/** Where the invoice stands in SAP; its DocNum (unless shown beside it) or SAP's error in a tooltip. */
export function SapStateTag({
  sap,
  docNumShown = false,
}: {
  sap: InvoiceRow['sap'];
  docNumShown?: boolean;
}) {
  const detail = sap.docNum !== null ? (docNumShown ? null : `DocNum ${sap.docNum}`) : sap.error;
  return (
    <WithDetail detail={detail}>
      <Tag color={SAP_COLORS[sap.estado]}>{sap.estado}</Tag>
    </WithDetail>
  );
}

/** 'Nota de crédito' with its reason in a tooltip (only shown when there is one). */
function CreditNote({ row }: { row: InvoiceRow }) {
  return <WithDetail detail={row.razon}>Nota de crédito</WithDetail>;
}

export type InvoiceViewProps = ListViewProps<InvoicePage> & { returnState: ReturnState };

/** A label and its value on one line of a stacked cell: 'DTE DTE-03-…'. */
function Labelled({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="invoices-labelled">
      <span className="orders-muted">{label}</span> {value ?? '—'}
    </span>
  );
}

/**
 * Twelve facts in seven columns, so that the table fits a 1366 px screen beside the menu: who (the
 * supplier over the branch), the document's numbers stacked (CCF and serie, DTE and número único),
 * the date, the total with its credit note, and SAP's state with its DocNum. Numbers are shown whole
 * (accounting matches them against paper): long ones wrap instead of being cut.
 */
function columns(returnState: ReturnState): TableColumnsType<InvoiceRow> {
  return [
    {
      title: 'N.º pedido',
      key: 'pedidoId',
      width: 92,
      fixed: 'left',
      render: (_, r) => <OrderLink pedidoId={r.pedidoId} state={returnState} />,
    },
    {
      title: 'Proveedor y sucursal',
      key: 'proveedor',
      width: 204,
      render: (_, r) => (
        <span className="invoices-stack">
          <span>{r.proveedor.nombre}</span>
          <span className="orders-muted">
            {r.sucursal.nombre} · {r.sucursal.bodega}
          </span>
        </span>
      ),
    },
    {
      title: 'CCF y serie',
      key: 'ccf',
      width: 150,
      render: (_, r) => (
        <span className="invoices-stack">
          <span className="invoices-strong">{r.creditoFiscal}</span>
          <Labelled label="Serie" value={r.serieDoc} />
        </span>
      ),
    },
    {
      title: 'DTE y número único',
      key: 'dte',
      width: 180,
      render: (_, r) => (
        <span className="invoices-stack">
          <span>{r.dte ?? '—'}</span>
          <Labelled label="N.º único" value={r.numUnico} />
        </span>
      ),
    },
    {
      title: 'Fecha factura',
      key: 'fechaFactura',
      width: 104,
      render: (_, r) => formatDay(r.fechaFactura),
    },
    {
      title: 'Total final',
      key: 'totalFinal',
      width: 128,
      align: 'right',
      render: (_, r) => (
        <span className="invoices-stack invoices-stack--end">
          <span className="orders-num">{formatPrice(r.totalFinal)}</span>
          {r.notaCredito && (
            <span className="orders-muted">
              <CreditNote row={r} />
            </span>
          )}
        </span>
      ),
    },
    {
      title: 'SAP',
      key: 'sap',
      width: 116,
      render: (_, r) => (
        <span className="invoices-stack">
          <SapStateTag sap={r.sap} docNumShown />
          {r.sap.docNum !== null && <span className="orders-muted">DocNum {r.sap.docNum}</span>}
        </span>
      ),
    },
  ];
}

export function InvoicesTable({ returnState, ...props }: InvoiceViewProps) {
  return (
    <Table<InvoiceRow>
      rowKey="pedidoId"
      columns={columns(returnState)}
      dataSource={props.page?.items ?? []}
      loading={props.isLoading}
      locale={{ emptyText: <EmptyState text={props.emptyText} /> }}
      size="middle"
      scroll={{ x: 974 }}
      pagination={orderPagination(props)}
    />
  );
}

/** On a phone: one card per invoice, nothing to scroll sideways. */
export function InvoicesCards({ returnState, ...props }: InvoiceViewProps) {
  return (
    <CardList {...props} label="Facturas" className="invoice-cards">
      {props.page?.items.map((r) => (
        <li key={r.pedidoId} className="invoice-card">
          <span className="invoice-card__head">
            <span>
              Pedido <OrderLink pedidoId={r.pedidoId} state={returnState} />
            </span>
            <SapStateTag sap={r.sap} />
          </span>
          <span className="invoice-card__strong">{r.proveedor.nombre}</span>
          <span className="orders-muted">
            {r.sucursal.nombre} · {r.sucursal.bodega}
          </span>
          <span>CCF {r.creditoFiscal}</span>
          {r.dte && <span className="orders-muted">DTE {r.dte}</span>}
          {r.notaCredito && (
            <span className="orders-muted">Nota de crédito{r.razon ? `: ${r.razon}` : ''}</span>
          )}
          <span className="invoice-card__foot">
            <span>{formatDay(r.fechaFactura)}</span>
            <span className="invoice-card__strong">{formatPrice(r.totalFinal)}</span>
          </span>
        </li>
      ))}
    </CardList>
  );
}
