import { useEffect } from 'react';
import { Button, Form, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { ORDER_STATE_LABELS, type OrderState } from '@jarvis/contracts/orders';
import {
  PRICE_CHANGE_MESSAGES as M,
  type PriceChangeFilter,
  type PriceChangeOptions,
} from '@jarvis/contracts/orders-price-change';
import { OrderDayRange, type DayRange } from './orders-list-range';

type FormValues = {
  proveedorId?: number | undefined;
  sucursalId?: number | undefined;
  estado?: OrderState | undefined;
  rango: DayRange;
};

type PriceChangeFilterFormProps = {
  /** The filter shown: the address's (the range empty until a first search). */
  initial: Partial<PriceChangeFilter>;
  options: PriceChangeOptions;
  isPhone: boolean;
  onSearch: (filter: PriceChangeFilter) => void;
  /** The API's refusal of a filter written in the address by hand, by field. */
  serverFields?: Record<string, string> | undefined;
};

const FORM_FIELD: Record<string, keyof FormValues> = {
  proveedorId: 'proveedorId',
  sucursalId: 'sucursalId',
  estado: 'estado',
  desde: 'rango',
  hasta: 'rango',
};

/**
 * Spec 2 §2, §5 Mass price change: the date range is required; supplier, branch (the user's
 * brand's, never the user's own) and state narrow it. The API checks the same.
 */
export function PriceChangeFilterForm({
  initial,
  options,
  isPhone,
  onSearch,
  serverFields,
}: PriceChangeFilterFormProps) {
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (!serverFields) return;
    form.setFields(
      Object.entries(serverFields)
        .filter(([name]) => name in FORM_FIELD)
        .map(([name, message]) => ({ name: FORM_FIELD[name]!, errors: [message] })),
    );
  }, [form, serverFields]);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="price-change-filter"
      initialValues={{
        proveedorId: initial.proveedorId,
        sucursalId: initial.sucursalId,
        estado: initial.estado,
        rango: { desde: initial.desde, hasta: initial.hasta },
      }}
      onFinish={({ proveedorId, sucursalId, estado, rango }) =>
        onSearch({
          desde: rango.desde ?? '',
          hasta: rango.hasta ?? '',
          proveedorId,
          sucursalId,
          estado,
        })
      }
    >
      <Form.Item
        label="Fecha del pedido"
        name="rango"
        required
        rules={[
          {
            validator: (_, value: DayRange | undefined) =>
              value?.desde && value.hasta
                ? Promise.resolve()
                : Promise.reject(new Error(M.chooseDateRange)),
          },
        ]}
      >
        <OrderDayRange label="Fecha del pedido" isPhone={isPhone} />
      </Form.Item>
      <Form.Item label="Proveedor" name="proveedorId">
        <Select<number>
          placeholder="Todos los proveedores"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options.proveedores.map((p) => ({ value: p.proveedorId, label: p.nombre }))}
        />
      </Form.Item>
      <Form.Item label="Sucursal" name="sucursalId">
        <Select<number>
          placeholder="Todas las sucursales"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options.sucursales.map((s) => ({
            value: s.sucursalId,
            label: `${s.nombre} (${s.bodega})`,
          }))}
        />
      </Form.Item>
      <Form.Item label="Estado" name="estado">
        <Select<OrderState>
          placeholder="Todos los estados"
          allowClear
          options={options.estados.map((value) => ({
            value: value as OrderState,
            label: ORDER_STATE_LABELS[value as OrderState],
          }))}
        />
      </Form.Item>
      <Form.Item className="price-change-filter__submit">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          Buscar
        </Button>
      </Form.Item>
    </Form>
  );
}
