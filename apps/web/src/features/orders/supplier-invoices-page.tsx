import {
  Alert,
  Button,
  Card,
  Grid,
  Select,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  INVOICE_DELIVERY_NOTE,
  INVOICE_MESSAGES as M,
  InvoiceListQuerySchema,
  type InvoicePage,
  type InvoiceRow,
  type InvoiceSapState,
} from '@jarvis/contracts/orders-invoices';
import { PageHeader } from '../../components/ui/page-header';
import { CardList, isLoadingPage, type ListViewProps } from '../../components/ui/paged-list';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchInput } from '../../components/ui/search-input';
import { isApiError } from '../../lib/api-client';
import { useListState, useReturnState, type ReturnState } from '../../lib/list-state';
import { formatPrice } from './orders-format';
import { CutText, formatDay, OrderLink } from './orders-list-cells';
import { OrderDayRange } from './orders-list-range';
import { orderPagination } from './orders-list-table';
import { useOrderFilterOptions } from './orders-list.api';
import { useExportInvoices, useSupplierInvoices } from './supplier-invoices.api';
import './orders-list.css';
import './supplier-invoices.css';

/** What the address keeps: the search, every filter, the page and its size. */
const StateSchema = InvoiceListQuerySchema.pick({
  buscar: true,
  proveedorId: true,
  sucursalId: true,
  desde: true,
  hasta: true,
  page: true,
  size: true,
});

const SAP_COLORS: Record<InvoiceSapState, string> = {
  'Sin registrar': 'default',
  'En proceso': 'processing',
  Registrada: 'success',
  Rechazada: 'error',
};

/** Where the invoice stands in SAP; its DocNum or SAP's error in a tooltip (and for screen readers). */
export function SapStateTag({ sap }: { sap: InvoiceRow['sap'] }) {
  const detail = sap.docNum !== null ? `DocNum ${sap.docNum}` : sap.error;
  const tag = <Tag color={SAP_COLORS[sap.estado]}>{sap.estado}</Tag>;
  if (!detail) return tag;
  return (
    <Tooltip title={detail}>
      <span className="invoices-sap" tabIndex={0}>
        {tag}
        <span className="sr-only">{detail}</span>
      </span>
    </Tooltip>
  );
}

type ViewProps = ListViewProps<InvoicePage> & { returnState: ReturnState };

function columns(returnState: ReturnState): TableColumnsType<InvoiceRow> {
  return [
    {
      title: 'N.º pedido',
      key: 'pedidoId',
      width: 96,
      render: (_, r) => <OrderLink pedidoId={r.pedidoId} state={returnState} />,
    },
    {
      title: 'Proveedor',
      key: 'proveedor',
      render: (_, r) => <CutText value={r.proveedor.nombre} />,
    },
    {
      title: 'Sucursal',
      key: 'sucursal',
      render: (_, r) => (
        <span className="orders-branch">
          <CutText value={r.sucursal.nombre} />
          <span className="orders-muted">{r.sucursal.bodega}</span>
        </span>
      ),
    },
    { title: 'CCF', key: 'ccf', width: 96, render: (_, r) => <CutText value={r.creditoFiscal} /> },
    { title: 'DTE', key: 'dte', width: 96, render: (_, r) => <CutText value={r.dte} /> },
    { title: 'Serie', key: 'serie', width: 96, render: (_, r) => <CutText value={r.serieDoc} /> },
    {
      title: 'Número único',
      key: 'numUnico',
      width: 110,
      render: (_, r) => <CutText value={r.numUnico} />,
    },
    {
      title: 'Fecha factura',
      key: 'fechaFactura',
      width: 112,
      render: (_, r) => formatDay(r.fechaFactura),
    },
    {
      title: 'Total',
      key: 'totalFinal',
      width: 130,
      align: 'right',
      render: (_, r) => <span className="orders-num">{formatPrice(r.totalFinal)}</span>,
    },
    { title: 'Estado SAP', key: 'sap', width: 130, render: (_, r) => <SapStateTag sap={r.sap} /> },
    {
      title: 'DocNum SAP',
      key: 'docNum',
      width: 104,
      render: (_, r) => r.sap.docNum ?? '—',
    },
  ];
}

function InvoicesTable({ returnState, ...props }: ViewProps) {
  return (
    <Table<InvoiceRow>
      rowKey="pedidoId"
      columns={columns(returnState)}
      dataSource={props.page?.items ?? []}
      loading={props.isLoading}
      locale={{ emptyText: <EmptyState text={props.emptyText} /> }}
      size="middle"
      scroll={{ x: 1200 }}
      pagination={orderPagination(props)}
    />
  );
}

/** On a phone: one card per invoice, nothing to scroll sideways. */
function InvoicesCards({ returnState, ...props }: ViewProps) {
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
          <span className="invoice-card__foot">
            <span>{formatDay(r.fechaFactura)}</span>
            <span className="invoice-card__strong">{formatPrice(r.totalFinal)}</span>
          </span>
        </li>
      ))}
    </CardList>
  );
}

const failureText = (error: unknown) =>
  isApiError(error) && error.status === 400 ? error.message : ORDER_MESSAGES.listFailed;

/**
 * /Compras/Factura-proveedor (issue #53 point 4): the supplier invoices recorded at delivery with
 * where each stands in SAP, filtered by the server and kept in the address, and their Excel export.
 */
export function SupplierInvoicesPage() {
  const { values, refine, turnPage } = useListState(StateSchema);
  const options = useOrderFilterOptions();
  const list = useSupplierInvoices(values);
  const exporting = useExportInvoices();
  const isPhone = !Grid.useBreakpoint().md;
  const returnState = useReturnState();
  const hasBranches = (options.data?.sucursales.length ?? 0) > 1;
  const viewProps: ViewProps = {
    page: list.data,
    currentPage: values.page,
    pageSize: values.size,
    isLoading: isLoadingPage(list),
    emptyText: M.empty,
    onPageChange: turnPage,
    returnState,
  };

  return (
    <>
      <PageHeader
        title={M.title}
        extra={
          <Button
            icon={<FileExcelOutlined aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(values)}
          >
            Exportar Excel
          </Button>
        }
      />
      <Card variant="borderless" className="orders-panel">
        <Alert type="info" showIcon className="invoices-note" title={INVOICE_DELIVERY_NOTE} />
        <div className={isPhone ? 'orders-filters invoices-filters--phone' : 'orders-filters'}>
          <SearchInput
            className="orders-filters__search"
            placeholder={M.searchPlaceholder}
            value={values.buscar ?? ''}
            onSearch={(buscar) => refine({ buscar }, { replace: true })}
          />
          <Select<number>
            className="orders-filters__select"
            aria-label="Proveedor"
            placeholder="Todos los proveedores"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            value={options.data ? values.proveedorId : undefined}
            options={options.data?.proveedores.map((p) => ({
              value: p.proveedorId,
              label: p.nombre,
            }))}
            onChange={(proveedorId) => refine({ proveedorId })}
          />
          {hasBranches && (
            <Select<number>
              className="orders-filters__select"
              aria-label="Sucursal"
              placeholder="Todas las sucursales"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={values.sucursalId}
              options={options.data?.sucursales.map((s) => ({
                value: s.sucursalId,
                label: `${s.nombre} (${s.bodega})`,
              }))}
              onChange={(sucursalId) => refine({ sucursalId })}
            />
          )}
          <OrderDayRange
            label="Fecha de factura"
            isPhone={isPhone}
            value={{ desde: values.desde, hasta: values.hasta }}
            onChange={({ desde, hasta }) => refine({ desde, hasta })}
          />
        </div>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={failureText(list.error)}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        )}
        {list.isError && !list.data ? null : isPhone ? (
          <InvoicesCards {...viewProps} />
        ) : (
          <InvoicesTable {...viewProps} />
        )}
      </Card>
    </>
  );
}
