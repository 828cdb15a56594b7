import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { App, Button, DatePicker, Form, Modal } from 'antd';
import { CheckOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderDetail,
} from '@jarvis/contracts/orders';
import { isApiError } from '../../lib/api-client';
import { useBusinessToday } from '../../lib/business-time';
import { errorText, showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useApproveOrders, useVoidOrders } from './order-approval.api';
import { DeliveryAction } from './order-detail-delivery-dialog';
import { InconsistencyAction } from './order-detail-inconsistency-dialog';
import { SapAction } from './order-detail-sap';
import { useMarkNotDelivered } from './order-detail.api';

type ActionProps = { order: OrderDetail };

/**
 * The button of each move of the order (ORDER_TRANSITIONS) this screen offers, with what it asks
 * first. A move is offered only when the server lists it in the order's `acciones`; a move of the
 * table not built here yet has no entry and shows nothing.
 */
const ACTIONS: Partial<Record<OrderAction, ComponentType<ActionProps>>> = {
  aprobar: ApproveAction,
  anular: VoidAction,
  noEntregado: NotDeliveredAction,
  entregar: DeliveryAction,
  inconsistencias: InconsistencyAction,
  registrarSap: SapAction,
};

/** The moves the signed-in user may make on the order now; nothing when there are none. */
export function OrderDetailActions({ order }: ActionProps) {
  const offered = order.acciones.flatMap((action) => {
    const Action = ACTIONS[action];
    return Action ? [{ action, Action }] : [];
  });
  if (offered.length === 0) return null;
  return (
    <div className="order-detail-actions" role="group" aria-label="Acciones del pedido">
      {offered.map(({ action, Action }) => (
        <Action key={action} order={order} />
      ))}
    </div>
  );
}

const label = (action: OrderAction) => ORDER_TRANSITIONS[action].etiqueta;

/** 'Aprobar' (1 → 2): the estimated delivery date is required, the order's own proposed. */
function ApproveAction({ order }: ActionProps) {
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<{ fechaEstimada?: Dayjs | null }>();
  const approve = useApproveOrders();
  const today = useBusinessToday();
  const isSending = useRef(false);

  const send = ({ fechaEstimada }: { fechaEstimada?: Dayjs | null }) => {
    if (!fechaEstimada || isSending.current) return;
    isSending.current = true;
    approve.mutate(
      { pedidoIds: [order.pedidoId], fechaEstimada: fechaEstimada.format('YYYY-MM-DD') },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          showServerFieldErrors(form, error);
          // Someone else moved it first: the order is read again and shows where it stands.
          if (!isFieldError(error)) setOpen(false);
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <>
      <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {label('aprobar')}
      </Button>
      <Modal
        title={`Aprobar el pedido #${order.pedidoId}`}
        open={isOpen}
        okText={label('aprobar')}
        cancelText="Cancelar"
        confirmLoading={approve.isPending}
        cancelButtonProps={{ disabled: approve.isPending }}
        onOk={() => form.submit()}
        onCancel={() => !approve.isPending && setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ fechaEstimada: dayjs(order.fechaEstimada) }}
          onFinish={send}
          onFinishFailed={() => toast.error(ORDER_MESSAGES.estimatedDateRequired)}
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
              disabledDate={(day) => day.isBefore(today, 'day')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

const isFieldError = (error: unknown) => isApiError(error) && error.fields !== undefined;

type ConfirmedMove = {
  action: OrderAction;
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  icon: ReactNode;
  run: () => Promise<unknown>;
  isPending: boolean;
};

/** A move asked once more ('¿…?') before it is made; the shell toasts its outcome. */
function ConfirmedMoveButton({
  action,
  title,
  content,
  okText,
  danger,
  icon,
  run,
  isPending,
}: ConfirmedMove) {
  const { modal } = App.useApp();
  const isSending = useRef(false);
  const confirm = () =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: 'Cancelar',
      okButtonProps: { danger: danger ?? false },
      onOk: async () => {
        if (isSending.current) return;
        isSending.current = true;
        try {
          await run();
        } catch {
          // Said by the shell's toast; the order is read again either way.
        } finally {
          isSending.current = false;
        }
      },
    });
  return (
    <Button danger={danger ?? false} icon={icon} loading={isPending} onClick={confirm}>
      {label(action)}
    </Button>
  );
}

/** 'Anular' (1 → 5). */
function VoidAction({ order }: ActionProps) {
  const voidOrders = useVoidOrders();
  return (
    <ConfirmedMoveButton
      action="anular"
      title="¿Anular el pedido?"
      content={`Se anulará el pedido #${order.pedidoId}.`}
      okText="Anular"
      danger
      icon={<StopOutlined aria-hidden />}
      isPending={voidOrders.isPending}
      run={() => voidOrders.mutateAsync({ pedidoIds: [order.pedidoId] })}
    />
  );
}

/** 'No entregado' (2 → 3): the supplier did not deliver on the estimated date. */
function NotDeliveredAction({ order }: ActionProps) {
  const mark = useMarkNotDelivered(order.pedidoId);
  return (
    <ConfirmedMoveButton
      action="noEntregado"
      title="¿Marcar el pedido como no entregado?"
      content={`El pedido #${order.pedidoId} pasará a No entregado.`}
      okText="No entregado"
      icon={<WarningOutlined aria-hidden />}
      isPending={mark.isPending}
      run={() =>
        mark.mutateAsync({ version: order.version }).catch((error: unknown) => {
          // This hook leaves failures to the screen: said here, beside the button.
          toast.error(errorText(error));
          throw error;
        })
      }
    />
  );
}
