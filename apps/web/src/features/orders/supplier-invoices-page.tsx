import { Alert, Button, Card, Grid } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  INVOICE_DELIVERY_NOTE,
  INVOICE_MESSAGES as M,
  InvoiceListQuerySchema,
} from '@jarvis/contracts/orders-invoices';
import { PageHeader } from '../../components/ui/page-header';
import { isLoadingPage } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { useListState, useReturnState } from '../../lib/list-state';
import { useOrderFilterOptions } from './orders-list.api';
import { SupplierInvoicesFilters } from './supplier-invoices-filters';
import { InvoicesCards, InvoicesTable, type InvoiceViewProps } from './supplier-invoices-views';
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
  estadoSap: true,
  page: true,
  size: true,
});

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
  const viewProps: InvoiceViewProps = {
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
        <SupplierInvoicesFilters
          values={values}
          options={options.data}
          isLoadingOptions={options.isPending}
          isPhone={isPhone}
          onChange={refine}
        />
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
