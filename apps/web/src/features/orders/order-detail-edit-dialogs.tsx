import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, type FormInstance } from 'antd';
import { DollarOutlined, EditOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_MESSAGES, type OrderDetail } from '@jarvis/contracts/orders';
import { OrderHeaderUpdateSchema } from '@jarvis/contracts/orders-edits';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { errorText, showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { useUpdateHeader } from './order-detail.api';

const ISO = 'YYYY-MM-DD';
const COMMENT_MAX = 500;

type EditProps = { order: OrderDetail };
type FormProps = EditProps & { guard: DialogGuard; onDone: () => void };

/** A dialog's button and the dialog, which forgets what was typed once closed. */
function EditDialogButton({
  label,
  icon,
  unsaved,
  children,
}: {
  label: string;
  icon: ReactNode;
  unsaved: string;
  children: (guard: DialogGuard, onDone: () => void) => ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <FormDialog
        title={label}
        open={isOpen}
        onClose={() => setOpen(false)}
        width={480}
        unsaved={unsaved}
      >
        {(guard) => children(guard, () => setOpen(false))}
      </FormDialog>
    </>
  );
}

/**
 * A header change's failure: a field's message under the field; anything else (a 409, someone
 * else changed the order first, which is then read again) as a toast, the dialog left open.
 */
function onFailure<V>(form: FormInstance<V>) {
  return (error: unknown) => {
    if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
    else toast.error(errorText(error));
  };
}

/** 'Editar datos' (central staff): the estimated delivery date and the comment. */
export function EditHeaderButton({ order }: EditProps) {
  return (
    <EditDialogButton
      label="Editar datos"
      icon={<EditOutlined aria-hidden />}
      unsaved="Los cambios que hizo en los datos del pedido se perderán."
    >
      {(guard, onDone) => <HeaderForm order={order} guard={guard} onDone={onDone} />}
    </EditDialogButton>
  );
}

type HeaderValues = { fechaEstimada?: Dayjs | null; comentario?: string };

function HeaderForm({ order, guard, onDone }: FormProps) {
  const [form] = Form.useForm<HeaderValues>();
  useGuardedForm(guard, form);
  const update = useUpdateHeader(order.pedidoId);

  const submit = ({ fechaEstimada, comentario }: HeaderValues) => {
    if (!fechaEstimada || update.isPending) return;
    const text = comentario?.trim() ?? '';
    update.mutate(
      {
        version: order.version,
        fechaEstimada: fechaEstimada.format(ISO),
        comentario: text || null,
      },
      { onSuccess: onDone, onError: onFailure(form) },
    );
  };

  return (
    <Form
      form={form}
      name="editar-datos"
      layout="vertical"
      initialValues={{
        fechaEstimada: dayjs(order.fechaEstimada),
        comentario: order.comentario ?? '',
      }}
      onFinish={submit}
    >
      <Form.Item
        label="Fecha estimada"
        name="fechaEstimada"
        required
        rules={[{ required: true, message: ORDER_MESSAGES.estimatedDateFormRequired }]}
      >
        <DatePicker
          className="order-detail-wide"
          format="DD/MM/YYYY"
          placeholder="Seleccione la fecha"
          disabledDate={(day) => day.isBefore(dayjs(order.fechaPedido), 'day')}
          {...FIRST_FIELD}
        />
      </Form.Item>
      <Form.Item
        label="Comentario"
        name="comentario"
        rules={[{ max: COMMENT_MAX, message: ORDER_MESSAGES.commentTooLong }]}
      >
        <Input.TextArea rows={4} maxLength={COMMENT_MAX} showCount />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={update.isPending} />
    </Form>
  );
}

/** 'Editar total final' (central staff): the invoice's figure, until a line changes it again. */
export function EditTotalButton({ order }: EditProps) {
  return (
    <EditDialogButton
      label="Editar total final"
      icon={<DollarOutlined aria-hidden />}
      unsaved="El total que escribió se perderá."
    >
      {(guard, onDone) => <TotalForm order={order} guard={guard} onDone={onDone} />}
    </EditDialogButton>
  );
}

type TotalValues = { totalFinal?: number | null };

const totalRule = {
  async validator(_rule: unknown, value: number | null | undefined) {
    const problem =
      value === null || value === undefined
        ? ORDER_MESSAGES.invalidTotal
        : OrderHeaderUpdateSchema.shape.totalFinal.safeParse(value).error?.issues[0]?.message;
    if (problem) throw new Error(problem);
  },
};

function TotalForm({ order, guard, onDone }: FormProps) {
  const [form] = Form.useForm<TotalValues>();
  useGuardedForm(guard, form);
  const update = useUpdateHeader(order.pedidoId);

  const submit = ({ totalFinal }: TotalValues) => {
    if (typeof totalFinal !== 'number' || update.isPending) return;
    update.mutate(
      { version: order.version, totalFinal },
      { onSuccess: onDone, onError: onFailure(form) },
    );
  };

  return (
    <Form
      form={form}
      name="editar-total"
      layout="vertical"
      initialValues={{ totalFinal: Number(order.totalFinal) }}
      onFinish={submit}
    >
      <Form.Item label="Total final" name="totalFinal" required rules={[totalRule]}>
        <InputNumber
          className="order-detail-wide"
          prefix="$"
          precision={4}
          step={0.01}
          inputMode="decimal"
          {...FIRST_FIELD}
        />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={update.isPending} />
    </Form>
  );
}
