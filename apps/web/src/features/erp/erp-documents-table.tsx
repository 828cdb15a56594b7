import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import {
  ERP_DOCUMENT_TYPE_LABELS,
  type ErpDocument,
  type ErpDocumentPage,
} from '@jarvis/contracts/erp';
import { EmptyState } from '../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { ErpStateTag, LastError, NextAttempt, RetryButton, SapNumber } from './erp-document-parts';
import { Instant } from '../../lib/business-time';
import { originLabel } from './erp-format';

export type ErpListViewProps = ListViewProps<ErpDocumentPage>;

const attempts = (intentos: number) => (intentos === 1 ? '1 intento' : `${intentos} intentos`);

/*
 * Related facts share a cell (type and source, state and attempts, update and next attempt) so that
 * SAP's error keeps a readable width beside the side menu on a 1366-pixel screen.
 */
const COLUMNS: TableColumnsType<ErpDocument> = [
  { title: '#', dataIndex: 'documentoId', width: 48 },
  {
    title: 'Tipo / Origen',
    key: 'tipo',
    width: 132,
    render: (_, doc) => (
      <Flex vertical>
        <span>{ERP_DOCUMENT_TYPE_LABELS[doc.tipo]}</span>
        <Typography.Text type="secondary">{originLabel(doc)}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Proveedor / Bodegas',
    dataIndex: 'cardCode',
    width: 120,
    render: (cardCode: string) => <span className="erp-break">{cardCode}</span>,
  },
  {
    title: 'Estado',
    key: 'estado',
    width: 104,
    render: (_, doc) => (
      <Flex vertical align="flex-start" gap={2}>
        <ErpStateTag estado={doc.estado} />
        <Typography.Text type="secondary" className="erp-small">
          {attempts(doc.intentos)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Documento SAP',
    key: 'sap',
    width: 100,
    align: 'right',
    render: (_, doc) => <SapNumber doc={doc} />,
  },
  { title: 'Último error', key: 'error', render: (_, doc) => <LastError doc={doc} isClamped /> },
  {
    title: 'Actualizado',
    key: 'actualizado',
    width: 128,
    render: (_, doc) => (
      <Flex vertical gap={2}>
        <span className="erp-nowrap">
          <Instant iso={doc.actualizadoEn} />
        </span>
        {doc.proximoIntento && (
          <Typography.Text type="secondary" className="erp-small">
            Próximo intento <NextAttempt iso={doc.proximoIntento} isCompact />
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: 'Acción',
    key: 'accion',
    width: 120,
    fixed: 'right',
    render: (_, doc) => <RetryButton doc={doc} />,
  },
];

export function ErpDocumentsTable(props: ErpListViewProps) {
  const { page, isLoading, emptyText } = props;
  return (
    <Table<ErpDocument>
      rowKey="documentoId"
      columns={COLUMNS}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      size="middle"
      // Below this width (a tablet) the table scrolls rather than squeeze SAP's error.
      scroll={{ x: 990 }}
      pagination={listPagination(props)}
    />
  );
}
