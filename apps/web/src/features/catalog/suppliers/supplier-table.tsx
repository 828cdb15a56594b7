import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { SupplierPage, SupplierRow } from '@jarvis/contracts/suppliers';
import { EmptyState } from '../../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../../components/ui/paged-list';
import { EditSupplierButton, SupplierEmail, SupplierStateTag } from './supplier-parts';

export type SupplierListViewProps = ListViewProps<SupplierPage> & {
  onEdit: (supplier: SupplierRow) => void;
};

function columnsFor(onEdit: SupplierListViewProps['onEdit']): TableColumnsType<SupplierRow> {
  return [
    { title: 'Código', dataIndex: 'codigo', width: 104 },
    {
      title: 'Proveedor',
      key: 'proveedor',
      render: (_, supplier) => (
        <Flex vertical>
          <span className="sup-name">{supplier.nombre}</span>
          {supplier.descripcion && (
            <Typography.Text type="secondary" className="sup-small" ellipsis>
              {supplier.descripcion}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      // Phone and e-mail share a cell so the supplier's legal name keeps a readable width.
      title: 'Contacto',
      key: 'contacto',
      width: 260,
      render: (_, supplier) => (
        <Flex vertical>
          <span className="sup-nowrap">{supplier.telefono}</span>
          <SupplierEmail correo={supplier.correo} />
        </Flex>
      ),
    },
    {
      title: 'Máx. artículos',
      dataIndex: 'max_productos',
      width: 116,
      align: 'right',
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      width: 96,
      render: (estado: 0 | 1) => <SupplierStateTag estado={estado} />,
    },
    {
      title: 'Acción',
      key: 'accion',
      width: 100,
      fixed: 'right',
      render: (_, supplier) => <EditSupplierButton supplier={supplier} onEdit={onEdit} />,
    },
  ];
}

export function SupplierTable(props: SupplierListViewProps) {
  const { page, isLoading, emptyText, onEdit } = props;
  return (
    <Table<SupplierRow>
      rowKey="proveedorID"
      columns={columnsFor(onEdit)}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      size="middle"
      // Narrower screens (a tablet) scroll with the edit button pinned in view.
      scroll={{ x: 880 }}
      pagination={listPagination(props)}
    />
  );
}
