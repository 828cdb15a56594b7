import type { ReactNode } from 'react';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { InvoicePage, InvoiceRow, InvoiceSapState } from '@jarvis/contracts/orders-invoices';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { formatPrice } from './orders-format';
import { CutText, formatDay, OrderLink } from './orders-list-cells';
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

/** Where the invoice stands in SAP; its DocNum or SAP's error in a tooltip. */
export function SapStateTag({ sap }: { sap: InvoiceRow['sap'] }) {
  const detail = sap.docNum !== null ? `DocNum ${sap.docNum}` : sap.error;
  return (
    <WithDetail detail={detail}>
      <Tag color={SAP_COLORS[sap.estado]}>{sap.estado}</Tag>
    </WithDetail>
  );
}

/** 'Sí' with the reason in a tooltip, or 'No'. */
function CreditNote({ row }: { row: InvoiceRow }) {
  if (!row.notaCredito) return <>No</>;
  return <WithDetail detail={row.razon}>Sí</WithDetail>;
}

export type InvoiceViewProps = ListViewProps<InvoicePage> & { returnState: ReturnState };

function columns(returnState: ReturnState): TableColumnsType<InvoiceRow> {
  return [
    {
      title: 'N.º pedido',
      key: 'pedidoId',
      width: 96,
      fixed: 'left',
      render: (_, r) => <OrderLink pedidoId={r.pedidoId} state={returnState} />,
    },
    {
      title: 'Proveedor',
      key: 'proveedor',
      width: 110,
      render: (_, r) => <CutText value={r.proveedor.nombre} />,
    },
    {
      title: 'Sucursal',
      key: 'sucursal',
      width: 100,
      render: (_, r) => (
        <span className="orders-branch">
          <CutText value={r.sucursal.nombre} />
          <span className="orders-muted">{r.sucursal.bodega}</span>
        </span>
      ),
    },
    { title: 'CCF', key: 'ccf', width: 96, render: (_, r) => <CutText value={r.creditoFiscal} /> },
    { title: 'DTE', key: 'dte', width: 90, render: (_, r) => <CutText value={r.dte} /> },
    { title: 'Serie', key: 'serie', width: 90, render: (_, r) => <CutText value={r.serieDoc} /> },
    {
      title: 'Número único',
      key: 'numUnico',
      width: 100,
      render: (_, r) => <CutText value={r.numUnico} />,
    },
    {
      title: 'Fecha factura',
      key: 'fechaFactura',
      width: 108,
      render: (_, r) => formatDay(r.fechaFactura),
    },
    {
      title: 'Total final',
      key: 'totalFinal',
      width: 124,
      align: 'right',
      render: (_, r) => <span className="orders-num">{formatPrice(r.totalFinal)}</span>,
    },
    {
      title: 'Nota de crédito',
      key: 'notaCredito',
      width: 84,
      render: (_, r) => <CreditNote row={r} />,
    },
    { title: 'Estado SAP', key: 'sap', width: 124, render: (_, r) => <SapStateTag sap={r.sap} /> },
    {
      title: 'DocNum SAP',
      key: 'docNum',
      width: 96,
      render: (_, r) => r.sap.docNum ?? '—',
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
      scroll={{ x: 1220 }}
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
