import { useState } from 'react';
import { Button, Card, Form, InputNumber, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import Decimal from 'decimal.js';
import { ORDER_TRANSITIONS, type OrderDetail } from '@jarvis/contracts/orders';
import {
  DELIVERY_MESSAGES,
  SAP_DOCUMENT_LABELS,
  isWithinTolerance,
  totalRange,
  type OrderSapDocument,
} from '@jarvis/contracts/orders-delivery';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { Instant } from '../../lib/business-time';
import { errorText, showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { useRegisterInSap } from './order-delivery.api';
import { formatTotal } from './orders-format';
import './order-delivery.css';

type ActionProps = { order: OrderDetail };

/** 'Registrar en SAP' (4 or 6 → 8 once SAP has it, spec 2 §9 Total check). */
export function SapAction({ order }: ActionProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {ORDER_TRANSITIONS.registrarSap.etiqueta}
      </Button>
      <FormDialog
        title={ORDER_TRANSITIONS.registrarSap.etiqueta}
        open={isOpen}
        onClose={() => setOpen(false)}
        width={480}
        unsaved="El total que escribió se perderá."
      >
        {(guard) => <SapForm order={order} guard={guard} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}

type Values = { docTotal?: number | null };

/** The server's own check, said before sending: the order's total must match the invoice's. */
export function sapTotalProblem(totalFinal: string, docTotal: number | null | undefined) {
  if (docTotal === null || docTotal === undefined) return DELIVERY_MESSAGES.required;
  if (new Decimal(totalFinal).isZero()) return DELIVERY_MESSAGES.totalZero;
  if (!isWithinTolerance(totalFinal, docTotal)) {
    const { min, max } = totalRange(docTotal);
    return DELIVERY_MESSAGES.totalRange(min, max);
  }
  return undefined;
}

function SapForm({
  order,
  guard,
  onDone,
}: ActionProps & { guard: DialogGuard; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  useGuardedForm(guard, form);
  const register = useRegisterInSap(order.pedidoId);

  const submit = ({ docTotal }: Values) => {
    if (typeof docTotal !== 'number' || register.isPending) return;
    register.mutate(
      { version: order.version, docTotal },
      {
        onSuccess: (result) => {
          // Registered before (by someone else, or an earlier try): news, not a new success.
          if (result.yaRegistrado) toast.info(result.successful);
          else toast.success(result.successful);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
          else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <Form form={form} name="registrar-sap" layout="vertical" onFinish={submit}>
      <p className="order-delivery-total">
        Total final del pedido: <strong>{formatTotal(order.totalFinal)}</strong>
      </p>
      <Form.Item
        label="Total de la factura"
        name="docTotal"
        required
        rules={[
          {
            async validator(_rule: unknown, value: number | null | undefined) {
              const problem = sapTotalProblem(order.totalFinal, value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <InputNumber
          className="order-detail-wide"
          prefix="$"
          min={0}
          precision={2}
          step={0.01}
          inputMode="decimal"
          {...FIRST_FIELD}
        />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={register.isPending} submitText="Registrar" />
    </Form>
  );
}

const DOCUMENT_NAMES: Record<OrderSapDocument['tipo'], string> = {
  orden: 'Orden de compra',
  factura: 'Factura',
};

const STATE_COLORS: Record<OrderSapDocument['estado'], string> = {
  pendiente: 'default',
  enviando: 'processing',
  registrado: 'success',
  error: 'error',
};

/** The order's SAP documents and how each stands; the page reads them again while SAP works. */
export function OrderSapCard({ order }: ActionProps) {
  if (order.sap.length === 0) return null;
  return (
    <Card variant="borderless" className="order-detail-panel" title="SAP">
      <ul className="order-delivery-list">
        {order.sap.map((doc) => (
          <li key={doc.documentoId} className="order-delivery-item">
            <div className="order-delivery-item__head">
              <strong>{DOCUMENT_NAMES[doc.tipo]}</strong>
              <Tag color={STATE_COLORS[doc.estado]}>{SAP_DOCUMENT_LABELS[doc.estado]}</Tag>
              {doc.docNum !== null && <span className="order-detail-num">DocNum {doc.docNum}</span>}
            </div>
            {doc.error && <Typography.Text type="danger">{doc.error}</Typography.Text>}
          </li>
        ))}
      </ul>
      {order.fechaProcesamientoSap && (
        <p className="order-detail-muted">
          Fecha de procesamiento SAP: <Instant iso={order.fechaProcesamientoSap} />
        </p>
      )}
    </Card>
  );
}
