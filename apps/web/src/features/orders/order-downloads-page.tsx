import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Spin } from 'antd';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import type { DownloadQuery } from '@jarvis/contracts/orders-downloads';
import { PageHeader } from '../../components/ui/page-header';
import { isApiError } from '../../lib/api-client';
import { DownloadFiles } from './order-downloads-files';
import { DownloadForm } from './order-downloads-form';
import { useDownloadOptions, useDownloadSummary } from './order-downloads.api';
import './orders-list.css';
import './order-downloads.css';

type OrderDownloadsPageProps = { route: { nombre: string } };

/**
 * /Compras/descargas (spec 2 §2, §5 Downloads; issue #53 point 5): a supplier's delivery run —
 * its orders in one state for one delivery date — as an Excel workbook or an A3 PDF. 'Descargar'
 * validates the form and shows what the files will hold; each file is then one click away.
 */
export function OrderDownloadsPage({ route }: OrderDownloadsPageProps) {
  const options = useDownloadOptions();
  const [query, setQuery] = useState<DownloadQuery | undefined>();
  const summary = useDownloadSummary(query);
  const refusal =
    isApiError(summary.error) && summary.error.status === 400 ? summary.error : undefined;

  const submit = (next: DownloadQuery) => {
    if (JSON.stringify(next) === JSON.stringify(query)) void summary.refetch();
    else setQuery(next);
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Pedidos de un proveedor para su entrega, en Excel o en PDF"
      />
      <Card variant="borderless" className="orders-panel downloads">
        {options.data ? (
          <DownloadForm
            options={options.data}
            onSubmit={submit}
            onChange={() => setQuery(undefined)}
            serverFields={refusal?.fields}
          />
        ) : options.isError ? (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={ORDER_MESSAGES.listFailed}
            action={
              <Button size="small" onClick={() => void options.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
        {query && summary.isFetching && (
          <div className="downloads-loading">
            <Spin size="small" /> <span>Revisando los pedidos…</span>
          </div>
        )}
        {query && summary.isError && !summary.isFetching && (
          <Alert
            type="error"
            showIcon
            className="downloads-result"
            title={refusal?.message ?? ORDER_MESSAGES.listFailed}
          />
        )}
        {query && summary.data && !summary.isFetching && (
          <DownloadFiles key={JSON.stringify(query)} query={query} summary={summary.data} />
        )}
      </Card>
    </>
  );
}
