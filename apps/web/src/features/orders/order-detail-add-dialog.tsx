import { useState } from 'react';
import { Button, Form, InputNumber, Select, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES, type OrderDetail } from '@jarvis/contracts/orders';
import { AddOrderLineSchema } from '@jarvis/contracts/orders-edits';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { errorText, showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { ManagerCodePrompt } from './manager-code-dialog';
import { useAddLine, useAvailableArticles } from './order-detail.api';
import { formatPrice } from './orders-format';

/** The order holds as many lines as its supplier admits (max_productos). */
export const isOrderFull = (order: OrderDetail) =>
  order.lineas.length >= order.proveedor.maxProductos;

type AddProductProps = { order: OrderDetail; isRestaurante: boolean };

/**
 * 'Agregar producto' (spec 2 §5 Add product modal), disabled once the order holds the supplier's
 * max_productos lines (the lines' banner says so).
 */
export function AddProductButton({ order, isRestaurante }: AddProductProps) {
  const [isOpen, setOpen] = useState(false);
  const isFull = isOrderFull(order);
  const max = order.proveedor.maxProductos;
  return (
    <>
      <Tooltip title={isFull ? ORDER_MESSAGES.maxProducts(max) : undefined}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={isFull}
          onClick={() => setOpen(true)}
        >
          Agregar producto
        </Button>
      </Tooltip>
      <FormDialog
        title="Agregar producto"
        open={isOpen}
        onClose={() => setOpen(false)}
        width={520}
        unsaved="El producto que eligió no se agregará."
      >
        {(guard) => (
          <AddProductForm
            order={order}
            // Spec 2 §5 Manager code: branch staff need it to add past Revisión.
            needsCode={isRestaurante && order.estado >= 2}
            isWholeOnly={isRestaurante}
            guard={guard}
            onDone={() => setOpen(false)}
          />
        )}
      </FormDialog>
    </>
  );
}

type FormValues = { articuloId?: string; cantidad?: number | null; claveGerente?: string };

type AddProductFormProps = {
  order: OrderDetail;
  needsCode: boolean;
  isWholeOnly: boolean;
  guard: DialogGuard;
  onDone: () => void;
};

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The quantity: required, above 0, whole for branch staff. */
const quantityRule = (isWholeOnly: boolean) => ({
  async validator(_rule: unknown, value: number | null | undefined) {
    if (value === null || value === undefined) throw new Error(ORDER_MESSAGES.fieldRequired);
    const problem = AddOrderLineSchema.shape.cantidad.safeParse(value).error?.issues[0]?.message;
    if (problem) throw new Error(problem);
    if (isWholeOnly && !Number.isInteger(value)) throw new Error(ORDER_MESSAGES.noDecimals);
  },
});

function AddProductForm({ order, needsCode, isWholeOnly, guard, onDone }: AddProductFormProps) {
  const [form] = Form.useForm<FormValues>();
  useGuardedForm(guard, form);
  const articles = useAvailableArticles(order.pedidoId, true);
  const add = useAddLine(order.pedidoId);

  const submit = ({ articuloId, cantidad, claveGerente }: FormValues) => {
    if (!articuloId || typeof cantidad !== 'number' || add.isPending) return;
    add.mutate(
      {
        version: order.version,
        articuloId,
        cantidad,
        ...(needsCode && claveGerente ? { claveGerente } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          // A wrong code, or too many of them (429), is said under the code's field.
          if (isApiError(error) && error.status === 429 && needsCode)
            form.setFields([{ name: 'claveGerente', errors: [error.message] }]);
          else if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
          else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <Form form={form} name="agregar-producto" layout="vertical" onFinish={submit}>
      <Form.Item
        label="Artículo"
        name="articuloId"
        required
        rules={[{ required: true, message: ORDER_MESSAGES.chooseOption }]}
      >
        <Select
          showSearch={{
            filterOption: (typed, option) =>
              folded(String(option?.title ?? '')).includes(folded(typed.trim())),
          }}
          placeholder="Busque por código o nombre"
          loading={articles.isPending}
          notFoundContent={articles.isPending ? 'Cargando…' : 'No hay productos por agregar'}
          options={(articles.data?.articulos ?? []).map((a) => ({
            value: a.articuloId,
            title: `${a.articuloId} — ${a.nombre}`,
            label: `${a.articuloId} — ${a.nombre} · ${a.unidad} · ${formatPrice(a.precio)}`,
          }))}
          {...FIRST_FIELD}
        />
      </Form.Item>
      <Form.Item label="Cantidad" name="cantidad" required rules={[quantityRule(isWholeOnly)]}>
        <InputNumber className="order-detail-wide" inputMode="decimal" />
      </Form.Item>
      {needsCode && <ManagerCodePrompt />}
      <FormActions onCancel={guard.cancel} saving={add.isPending} submitText="Agregar" />
    </Form>
  );
}
