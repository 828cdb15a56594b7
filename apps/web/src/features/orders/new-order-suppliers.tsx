import { useState } from 'react';
import { Card, Input, Tag } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { NewOrderOptions } from '@jarvis/contracts/orders-lists';
import { EmptyState } from '../../components/ui/empty-state';
import { daysText } from './new-order-lines';

export type OrderSupplier = NewOrderOptions['proveedores'][number];

export const NEW_ORDER_PATH = '/Compras/pedidos-nuevos';

const SUPPLIER_TEXTS = {
  search: 'Buscar proveedor (nombre o código)',
  none: 'Su marca no tiene proveedores activos',
  noMatch: 'Ningún proveedor coincide con la búsqueda',
  ordersToday: 'Recibe pedidos hoy',
  noDays: 'Sin días de pedido',
} as const;

/** For comparing what is typed with a name: no case, no accents ('Alimentos' finds 'ALIMENTOS'). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Those that take orders today first (a stable sort: the server's order within each group), then
 * only those whose name or code holds the search.
 */
export function suppliersShown(proveedores: readonly OrderSupplier[], buscar: string) {
  const wanted = folded(buscar.trim());
  return [...proveedores]
    .sort((a, b) => Number(b.pideHoy) - Number(a.pideHoy))
    .filter((p) => !wanted || folded(`${p.nombre} ${p.codigo}`).includes(wanted));
}

/** A supplier's order days as the screens write them. */
export const supplierDays = (dias: readonly number[]) =>
  dias.length ? daysText(dias) : SUPPLIER_TEXTS.noDays;

/**
 * The first step of a new order: one of the user's brand's active suppliers. The list is one
 * brand's, a few dozen at most, so it is searched here; the search stays in the address.
 */
export function NewOrderSupplierChoice({ proveedores }: { proveedores: readonly OrderSupplier[] }) {
  const [params, setParams] = useSearchParams();
  // Typed here and copied to the address: the box never waits for the router to echo it.
  const [buscar, setBuscar] = useState(() => params.get('buscar') ?? '');
  const shown = suppliersShown(proveedores, buscar);

  const search = (text: string) => {
    setBuscar(text);
    setParams(text ? { buscar: text } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <Card variant="borderless" className="new-order-panel">
      <Input
        className="new-order-suppliers__search"
        value={buscar}
        placeholder={SUPPLIER_TEXTS.search}
        aria-label={SUPPLIER_TEXTS.search}
        prefix={<SearchOutlined aria-hidden />}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label="Borrar búsqueda" /> }}
        onChange={(event) => search(event.target.value)}
      />
      {shown.length === 0 ? (
        <EmptyState text={proveedores.length ? SUPPLIER_TEXTS.noMatch : SUPPLIER_TEXTS.none} />
      ) : (
        <ul className="new-order-suppliers" aria-label="Proveedores">
          {shown.map((supplier) => (
            <li key={supplier.proveedorId}>
              <SupplierChoiceCard supplier={supplier} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SupplierChoiceCard({ supplier }: { supplier: OrderSupplier }) {
  return (
    <Link
      to={`${NEW_ORDER_PATH}/${supplier.proveedorId}`}
      className={`new-order-supplier${supplier.pideHoy ? ' new-order-supplier--today' : ''}`}
    >
      <span className="new-order-supplier__head">
        <span className="new-order-supplier__name">{supplier.nombre}</span>
        {supplier.pideHoy && (
          <Tag color="green" className="new-order-tag">
            {SUPPLIER_TEXTS.ordersToday}
          </Tag>
        )}
      </span>
      <SupplierFacts supplier={supplier} />
    </Link>
  );
}

/** Code, order days and the most lines an order may have: the choice cards and the form's header. */
export function SupplierFacts({ supplier }: { supplier: OrderSupplier }) {
  return (
    <span className="new-order-facts">
      <span>
        <span className="new-order-facts__label">Código: </span>
        {supplier.codigo}
      </span>
      <span>
        <span className="new-order-facts__label">Días de pedido: </span>
        {supplierDays(supplier.dias)}
      </span>
      <span>
        <span className="new-order-facts__label">Máx. productos: </span>
        {supplier.maxProductos}
      </span>
    </span>
  );
}
