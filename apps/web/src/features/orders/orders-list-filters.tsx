import { useState } from 'react';
import { Badge, Button, Drawer, Flex, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import {
  ORDER_LIST_MESSAGES,
  type OrderFilterOptions,
  type OrderListQuery,
} from '@jarvis/contracts/orders-lists';
import { SearchInput } from '../../components/ui/search-input';
import { OrderDayRange } from './orders-list-range';

export type OrderFilterValues = Pick<
  OrderListQuery,
  'buscar' | 'proveedorId' | 'sucursalId' | 'desde' | 'hasta'
>;

type OrdersListFiltersProps = {
  values: OrderFilterValues;
  options: OrderFilterOptions | undefined;
  isLoadingOptions: boolean;
  isPhone: boolean;
  onChange: (change: Partial<OrderFilterValues>, options?: { replace?: boolean }) => void;
};

const NO_FILTERS: Partial<OrderFilterValues> = {
  proveedorId: undefined,
  sucursalId: undefined,
  desde: undefined,
  hasta: undefined,
};

/** How many of the filters (the search aside) are set: the phone's 'Filtros' button shows it. */
const activeFilters = (v: OrderFilterValues) =>
  [v.proveedorId, v.sucursalId, v.desde ?? v.hasta].filter((x) => x !== undefined).length;

/** Supplier, branch and order date: the choices of GET /api/pedidos/filtros. */
function FilterControls({
  values,
  options,
  isLoadingOptions,
  isPhone,
  onChange,
}: OrdersListFiltersProps) {
  // A Restaurante user's lists hold only their own branch: nothing to choose.
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
      <OrderDayRange
        label="Fecha del pedido"
        isPhone={isPhone}
        value={{ desde: values.desde, hasta: values.hasta }}
        onChange={({ desde, hasta }) => onChange({ desde, hasta })}
      />
    </>
  );
}

/**
 * A list's search and filters, all applied by the server and kept in the address. On a phone the
 * filters wait in a 'Filtros' panel, so the cards start near the top of the screen.
 */
export function OrdersListFilters(props: OrdersListFiltersProps) {
  const { values, isPhone, onChange } = props;
  const [isOpen, setOpen] = useState(false);
  const search = (
    <SearchInput
      className="orders-filters__search"
      placeholder={ORDER_LIST_MESSAGES.searchPlaceholder}
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
              Ver pedidos
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
