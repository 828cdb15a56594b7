import { Card } from 'antd';
import type { SupplierRow } from '@jarvis/contracts/suppliers';
import { CardList } from '../../../components/ui/paged-list';
import { EditSupplierButton, SupplierEmail, SupplierStateTag } from './supplier-parts';
import type { SupplierListViewProps } from './supplier-table';

/** The suppliers on a phone: one compact card each, the table's facts stacked. */
export function SupplierCards(props: SupplierListViewProps) {
  return (
    <CardList {...props} label="Proveedores" className="sup-cards">
      {props.page?.items.map((supplier) => (
        <li key={supplier.proveedorID}>
          <SupplierCard supplier={supplier} onEdit={props.onEdit} />
        </li>
      ))}
    </CardList>
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
