import { useState } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  type FormInstance,
} from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import Decimal from 'decimal.js';
import type { Dayjs } from 'dayjs';
import {
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  orderActorOf,
  type OrderDetail,
} from '@jarvis/contracts/orders';
import {
  DELIVERY_MESSAGES,
  INCONSISTENCY_REASONS,
  type Delivery,
  type InconsistencyReason,
} from '@jarvis/contracts/orders-delivery';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { useBusinessToday } from '../../lib/business-time';
import { errorText } from '../../lib/form-rules';
import { useSessionUser } from '../../lib/session-queries';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { ManagerCodePrompt } from './manager-code-dialog';
import { useDeliverOrder } from './order-delivery.api';
import { formatQuantity } from './orders-format';
import './order-delivery.css';

type ActionProps = { order: OrderDetail };

/** 'Entregado' (2 or 3 → 4, spec 2 §5 Delivery confirmation): the button and its dialog. */
export function DeliveryAction({ order }: ActionProps) {
  const [isOpen, setOpen] = useState(false);
  const me = useSessionUser();
  const isRestaurante = me.data ? orderActorOf(me.data.rol) === 'restaurante' : false;
  return (
    <>
      <Button
        type="primary"
        icon={<CheckCircleOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {ORDER_TRANSITIONS.entregar.etiqueta}
      </Button>
      <FormDialog
        title="Confirmar entrega"
        open={isOpen}
        onClose={() => setOpen(false)}
        width={640}
        unsaved="Los datos de la factura que escribió se perderán."
      >
        {(guard) => (
          <DeliveryForm
            order={order}
            isRestaurante={isRestaurante}
            guard={guard}
            onDone={() => setOpen(false)}
          />
        )}
      </FormDialog>
    </>
  );
}

type Values = {
  ccf?: string;
  dte?: string;
  numUnico?: string;
  serieDoc?: string;
  fechaFactura?: Dayjs | null;
  notaCredito?: boolean;
  razon?: InconsistencyReason;
  /** Received quantity by pedidoDetalleId. */
  recibidas?: Record<string, number | null | undefined>;
  claveGerente?: string;
};

type Line = OrderDetail['lineas'][number];

/** What the line holds now: its received quantity once there is one, else the ordered one. */
const heldOf = (line: Line) => line.cantidadRecibida ?? line.cantidadPedida;

const differs = (value: number | null | undefined, than: string) =>
  typeof value === 'number' && !new Decimal(value).eq(than);

const TEXT_FIELDS = [
  { name: 'ccf', label: 'CCF', max: 40 },
  { name: 'dte', label: 'DTE', max: 100 },
  { name: 'numUnico', label: 'Número único', max: 100 },
  { name: 'serieDoc', label: 'Serie', max: 40 },
] as const;

/** A received quantity: required, not negative, whole for branch staff. */
const receivedRule = (isWholeOnly: boolean) => ({
  async validator(_rule: unknown, value: number | null | undefined) {
    if (value === null || value === undefined) throw new Error(DELIVERY_MESSAGES.required);
    if (value < 0) throw new Error(ORDER_MESSAGES.noNegatives);
    if (isWholeOnly && !Number.isInteger(value)) throw new Error(ORDER_MESSAGES.noDecimals);
  },
});

type FormProps = ActionProps & { isRestaurante: boolean; guard: DialogGuard; onDone: () => void };

function DeliveryForm({ order, isRestaurante, guard, onDone }: FormProps) {
  const [form] = Form.useForm<Values>();
  useGuardedForm(guard, form);
  const deliver = useDeliverOrder(order.pedidoId);
  const today = useBusinessToday();
  const isCreditNote = Form.useWatch('notaCredito', form) ?? false;
  const received = Form.useWatch('recibidas', form);
  // Spec 2 §5 Manager code: a branch receiving other quantities than it ordered needs it.
  const needsCode =
    isRestaurante &&
    order.lineas.some((line) => {
      const value = received?.[String(line.pedidoDetalleId)];
      return differs(value, line.cantidadPedida);
    });

  const submit = (values: Values) => {
    if (!values.fechaFactura || deliver.isPending) return;
    const cantidades = order.lineas.flatMap((line) => {
      const value = values.recibidas?.[String(line.pedidoDetalleId)];
      return typeof value === 'number' && differs(value, heldOf(line))
        ? [{ pedidoDetalleId: line.pedidoDetalleId, cantidadRecibida: value }]
        : [];
    });
    const body: Delivery = {
      version: order.version,
      ccf: values.ccf?.trim() ?? '',
      dte: values.dte?.trim() ?? '',
      numUnico: values.numUnico?.trim() ?? '',
      serieDoc: values.serieDoc?.trim() ?? '',
      fechaFactura: values.fechaFactura.format('YYYY-MM-DD'),
      notaCredito: values.notaCredito ?? false,
      ...(values.notaCredito && values.razon ? { razon: values.razon } : {}),
      cantidades,
      ...(needsCode && values.claveGerente ? { claveGerente: values.claveGerente } : {}),
    };
    deliver.mutate(body, {
      onSuccess: onDone,
      onError: (error) => showDeliveryError(form, error, cantidades, needsCode),
    });
  };

  return (
    <Form
      form={form}
      name="confirmar-entrega"
      layout="vertical"
      initialValues={{
        notaCredito: false,
        recibidas: Object.fromEntries(
          order.lineas.map((line) => [String(line.pedidoDetalleId), Number(heldOf(line))]),
        ),
      }}
      onFinish={submit}
    >
      <div className="order-delivery-grid">
        {TEXT_FIELDS.map(({ name, label, max }, index) => (
          <Form.Item
            key={name}
            label={label}
            name={name}
            required
            rules={[
              { required: true, whitespace: true, message: DELIVERY_MESSAGES.required },
              { max, message: DELIVERY_MESSAGES.tooLong(max) },
            ]}
          >
            <Input maxLength={max} {...(index === 0 ? FIRST_FIELD : {})} />
          </Form.Item>
        ))}
        <Form.Item
          label="Fecha de factura"
          name="fechaFactura"
          required
          rules={[
            { required: true, message: DELIVERY_MESSAGES.required },
            {
              async validator(_rule: unknown, value: Dayjs | null | undefined) {
                if (value?.isAfter(today, 'day')) throw new Error(DELIVERY_MESSAGES.futureInvoice);
              },
            },
          ]}
        >
          <DatePicker
            className="order-detail-wide"
            format="DD/MM/YYYY"
            placeholder="Seleccione la fecha"
            disabledDate={(day) => day.isAfter(today, 'day')}
          />
        </Form.Item>
        <Form.Item
          label=" "
          name="notaCredito"
          valuePropName="checked"
          className="order-delivery-check"
        >
          <Checkbox>Nota de crédito</Checkbox>
        </Form.Item>
      </div>
      {isCreditNote && (
        <Form.Item
          label="Razón"
          name="razon"
          required
          rules={[{ required: true, message: DELIVERY_MESSAGES.reasonRequired }]}
        >
          <Select
            placeholder="Seleccione la razón"
            options={INCONSISTENCY_REASONS.map((reason) => ({ value: reason, label: reason }))}
          />
        </Form.Item>
      )}
      <fieldset className="order-delivery-lines">
        <legend>Cantidades recibidas</legend>
        {order.lineas.map((line) => (
          <Form.Item
            key={line.pedidoDetalleId}
            label={line.nombre}
            name={['recibidas', String(line.pedidoDetalleId)]}
            required
            rules={[receivedRule(isRestaurante)]}
            extra={`Pedido: ${formatQuantity(line.cantidadPedida)} ${line.unidad}`}
          >
            <InputNumber className="order-detail-wide" min={0} inputMode="decimal" />
          </Form.Item>
        ))}
      </fieldset>
      {needsCode && <ManagerCodePrompt />}
      <FormActions
        onCancel={guard.cancel}
        saving={deliver.isPending}
        submitText="Confirmar entrega"
      />
    </Form>
  );
}

type Sent = Delivery['cantidades'];

/**
 * A refusal: each field's message under its field (a quantity's, named by its place in what was
 * sent, under that line); too many wrong codes under the code; anything else (a 409: someone else
 * moved the order first, which is read again) as a toast, the dialog left open.
 */
function showDeliveryError(
  form: FormInstance<Values>,
  error: unknown,
  sent: Sent,
  needsCode: boolean,
) {
  if (isApiError(error) && error.status === 429 && needsCode)
    return form.setFields([{ name: 'claveGerente', errors: [error.message] }]);
  if (!isApiError(error) || !error.fields) return toast.error(errorText(error));
  const fields = Object.entries(error.fields).map(([name, message]) => {
    const quantity = /^cantidades\.(\d+)\.cantidadRecibida$/.exec(name);
    const line = quantity ? sent[Number(quantity[1])] : undefined;
    return {
      name: line ? ['recibidas', String(line.pedidoDetalleId)] : [name],
      errors: [message],
    };
  });
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
}
