import { useState } from 'react';
import { Badge, Button, Drawer, Flex, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { OrderFilterOptions } from '@jarvis/contracts/orders-lists';
import {
  INVOICE_MESSAGES as M,
  INVOICE_SAP_FILTERS,
  type InvoiceQuery,
  type InvoiceSapFilter,
} from '@jarvis/contracts/orders-invoices';
import { SearchInput } from '../../components/ui/search-input';
import { OrderDayRange } from './orders-list-range';

export type InvoiceFilterValues = Pick<
  InvoiceQuery,
  'buscar' | 'proveedorId' | 'sucursalId' | 'desde' | 'hasta' | 'estadoSap'
>;

type SupplierInvoicesFiltersProps = {
  values: InvoiceFilterValues;
  options: OrderFilterOptions | undefined;
  isLoadingOptions: boolean;
  isPhone: boolean;
  onChange: (change: Partial<InvoiceFilterValues>, options?: { replace?: boolean }) => void;
};

const NO_FILTERS: Partial<InvoiceFilterValues> = {
  proveedorId: undefined,
  sucursalId: undefined,
  desde: undefined,
  hasta: undefined,
  estadoSap: undefined,
};

const SAP_OPTIONS = Object.entries(INVOICE_SAP_FILTERS).map(([value, label]) => ({
  value: value as InvoiceSapFilter,
  label,
}));

/** How many of the filters (the search aside) are set: the phone's 'Filtros' button shows it. */
const activeFilters = (v: InvoiceFilterValues) =>
  [v.proveedorId, v.sucursalId, v.desde ?? v.hasta, v.estadoSap].filter((x) => x !== undefined)
    .length;

/** Supplier and branch (the choices of GET /api/pedidos/filtros), SAP state and invoice date. */
function FilterControls({
  values,
  options,
  isLoadingOptions,
  isPhone,
  onChange,
}: SupplierInvoicesFiltersProps) {
  // A Restaurante user sees only their own branch's invoices: nothing to choose.
  const hasBranches = (options?.sucursales.length ?? 0) > 1;
  return (
    <>
      <Select<number>
        className="orders-filters__select"
        aria-label="Proveedor"
        placeholder="Todos los proveedores"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoadingOptions}
        value={options ? values.proveedorId : undefined}
        options={options?.proveedores.map((p) => ({ value: p.proveedorId, label: p.nombre }))}
        onChange={(proveedorId) => onChange({ proveedorId })}
      />
      {hasBranches && (
        <Select<number>
          className="orders-filters__select"
          aria-label="Sucursal"
          placeholder="Todas las sucursales"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={values.sucursalId}
          options={options?.sucursales.map((s) => ({
            value: s.sucursalId,
            label: `${s.nombre} (${s.bodega})`,
          }))}
          onChange={(sucursalId) => onChange({ sucursalId })}
        />
      )}
      <Select<InvoiceSapFilter>
        className="orders-filters__select"
        aria-label="Estado SAP"
        placeholder="Todos los estados SAP"
        allowClear
        value={values.estadoSap}
        options={SAP_OPTIONS}
        onChange={(estadoSap) => onChange({ estadoSap })}
      />
      <OrderDayRange
        label="Fecha de factura"
        isPhone={isPhone}
        value={{ desde: values.desde, hasta: values.hasta }}
        onChange={({ desde, hasta }) => onChange({ desde, hasta })}
      />
    </>
  );
}

/**
 * The invoices' search and filters, applied by the server and kept in the address. On a phone the
 * filters wait in a 'Filtros' panel, as the order lists' do, so the cards start near the top.
 */
export function SupplierInvoicesFilters(props: SupplierInvoicesFiltersProps) {
  const { values, isPhone, onChange } = props;
  const [isOpen, setOpen] = useState(false);
  const search = (
    <SearchInput
      className="orders-filters__search"
      placeholder={M.searchPlaceholder}
      value={values.buscar ?? ''}
      onSearch={(buscar) => onChange({ buscar }, { replace: true })}
    />
  );
  if (!isPhone)
    return (
      <div className="orders-filters">
        {search}
        <FilterControls {...props} />
      </div>
    );
  const count = activeFilters(values);
  return (
    <div className="orders-filters orders-filters--phone">
      {search}
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Filtros
        </Button>
      </Badge>
      <Drawer
        title="Filtros"
        placement="right"
        size="min(340px, 100vw)"
        open={isOpen}
        onClose={() => setOpen(false)}
        footer={
          <Flex justify="space-between" gap={8}>
            <Button disabled={count === 0} onClick={() => onChange(NO_FILTERS)}>
              Limpiar filtros
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              Ver facturas
            </Button>
          </Flex>
        }
      >
        <div className="orders-filters__stack">
          <FilterControls {...props} />
        </div>
      </Drawer>
    </div>
  );
}
