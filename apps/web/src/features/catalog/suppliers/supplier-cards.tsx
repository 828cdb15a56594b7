import { Card, Empty, Pagination, Spin } from 'antd';
import type { SupplierRow } from '@jarvis/contracts/catalog';
import { listTotalText } from '../../../components/ui/list-total';
import { EditSupplierButton, SupplierEmail, SupplierStateTag } from './supplier-parts';
import type { SupplierListViewProps } from './supplier-table';

/** The suppliers on a phone: one compact card each, the table's facts stacked. */
export function SupplierCards(props: SupplierListViewProps) {
  const { page, currentPage, pageSize, isLoading, emptyText, onPageChange, onEdit } = props;
  const suppliers = page?.items ?? [];
  if (suppliers.length === 0)
    return (
      <div className="sup-placeholder">
        {isLoading ? (
          <Spin />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )}
      </div>
    );
  return (
    <Spin spinning={isLoading}>
      <ul className="sup-cards" aria-label="Proveedores">
        {suppliers.map((supplier) => (
          <li key={supplier.proveedorID}>
            <SupplierCard supplier={supplier} onEdit={onEdit} />
          </li>
        ))}
      </ul>
      {page && page.total > pageSize && (
        <Pagination
          className="sup-pagination"
          size="small"
          current={currentPage}
          pageSize={pageSize}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => listTotalText(total, page.totalIsCapped)}
          onChange={onPageChange}
        />
      )}
    </Spin>
  );
}

type SupplierCardProps = { supplier: SupplierRow; onEdit: (supplier: SupplierRow) => void };

function SupplierCard({ supplier, onEdit }: SupplierCardProps) {
  return (
    <Card size="small" className="sup-card">
      <div className="sup-card__head">
        <span className="sup-name">{supplier.nombre}</span>
        <SupplierStateTag estado={supplier.estado} />
      </div>
      <dl className="sup-facts">
        <dt>Código</dt>
        <dd>{supplier.codigo}</dd>
        <dt>Teléfono</dt>
        <dd>{supplier.telefono}</dd>
        <dt>Correo</dt>
        <dd>
          <SupplierEmail correo={supplier.correo} />
        </dd>
        <dt>Máx. artículos</dt>
        <dd>{supplier.max_productos}</dd>
        {supplier.descripcion && (
          <>
            <dt>Descripción</dt>
            <dd>{supplier.descripcion}</dd>
          </>
        )}
      </dl>
      <EditSupplierButton supplier={supplier} onEdit={onEdit} isBlock />
    </Card>
  );
}
