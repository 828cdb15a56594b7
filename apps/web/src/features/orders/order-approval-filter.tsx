import { useEffect } from 'react';
import { Button, Form, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderState,
} from '@jarvis/contracts/orders';
import type { OrderFilterOptions } from '@jarvis/contracts/orders-lists';
import { OrderDayRange, type DayRange } from './orders-list-range';

/** What 'Buscar' applies (and the address keeps). */
export type ApprovalFilter = {
  estado: OrderState;
  proveedorId?: number | undefined;
  desde: string;
  hasta: string;
};

type FormValues = { estado: OrderState; proveedorId?: number; rango: DayRange };

type ApprovalFilterFormProps = {
  /** The filter shown: the address's, or the defaults (Revisión, the last 10 days). */
  initial: { estado: OrderState; proveedorId?: number | undefined } & DayRange;
  options: OrderFilterOptions;
  isPhone: boolean;
  onSearch: (filter: ApprovalFilter) => void;
  /** The API's refusal of a filter written in the address by hand, by field. */
  serverFields?: Record<string, string> | undefined;
};

const STATE_OPTIONS = ORDER_STATES.map((value) => ({ value, label: ORDER_STATE_LABELS[value] }));

/** The API's field names, as this form's. */
const FORM_FIELD: Record<string, keyof FormValues> = {
  estado: 'estado',
  proveedorId: 'proveedorId',
  desde: 'rango',
  hasta: 'rango',
};

/**
 * Spec 2 §5 Approval filter: a date range always, a supplier too when the state is Revisión (the
 * orders approved together are one supplier's). The API checks the same.
 */
export function ApprovalFilterForm({
  initial,
  options,
  isPhone,
  onSearch,
  serverFields,
}: ApprovalFilterFormProps) {
  const [form] = Form.useForm<FormValues>();
  const estado = Form.useWatch('estado', form) ?? initial.estado;

  useEffect(() => {
    if (!serverFields) return;
    form.setFields(
      Object.entries(serverFields)
        .filter(([name]) => name in FORM_FIELD)
        .map(([name, message]) => ({
          name: FORM_FIELD[name] as keyof FormValues,
          errors: [message],
        })),
    );
  }, [form, serverFields]);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="approval-filter"
      initialValues={{
        estado: initial.estado,
        proveedorId: initial.proveedorId,
        rango: { desde: initial.desde, hasta: initial.hasta },
      }}
      onFinish={({ estado: state, proveedorId, rango }) =>
        onSearch({
          estado: state,
          proveedorId,
          desde: rango.desde ?? '',
          hasta: rango.hasta ?? '',
        })
      }
    >
      <Form.Item
        label="Proveedor"
        name="proveedorId"
        required={estado === 1}
        dependencies={['estado']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: number | undefined) =>
              getFieldValue('estado') === 1 && value === undefined
                ? Promise.reject(new Error(ORDER_MESSAGES.chooseSupplier))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select<number>
          placeholder={estado === 1 ? 'Seleccione un proveedor' : 'Todos los proveedores'}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options.proveedores.map((p) => ({ value: p.proveedorId, label: p.nombre }))}
        />
      </Form.Item>
      <Form.Item label="Estado" name="estado">
        <Select<OrderState> options={STATE_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="Fecha del pedido"
        name="rango"
        required
        rules={[
          {
            validator: (_, value: DayRange | undefined) =>
              value?.desde && value.hasta
                ? Promise.resolve()
                : Promise.reject(new Error(ORDER_MESSAGES.chooseDateRange)),
          },
        ]}
      >
        <OrderDayRange label="Fecha del pedido" isPhone={isPhone} allowClear={false} />
      </Form.Item>
      <Form.Item className="approval-filter__submit">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          Buscar
        </Button>
      </Form.Item>
    </Form>
  );
}
