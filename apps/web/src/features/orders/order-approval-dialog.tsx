import { useRef } from 'react';
import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { isApiError } from '../../lib/api-client';
import { useBusinessToday } from '../../lib/business-time';
import { showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useApproveOrders } from './order-approval.api';

type ApproveDialogProps = {
  open: boolean;
  pedidoIds: readonly number[];
  onClose: () => void;
  afterClose: () => void;
  /** The orders moved (or someone else moved them first): the selection is over. */
  onDone: () => void;
};

export const idsText = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * 'Aprobar' (1 → 2) asks the estimated delivery date (spec 2 §5 Approval filter). The dialog's
 * button shows the request running and a second press sends nothing.
 */
export function ApproveDialog({
  open,
  pedidoIds,
  onClose,
  afterClose,
  onDone,
}: ApproveDialogProps) {
  const [form] = Form.useForm<{ fechaEstimada?: Dayjs }>();
  const approve = useApproveOrders();
  const isSending = useRef(false);
  const today = useBusinessToday();

  const send = ({ fechaEstimada }: { fechaEstimada?: Dayjs }) => {
    if (!fechaEstimada || isSending.current) return;
    isSending.current = true;
    approve.mutate(
      { pedidoIds: [...pedidoIds], fechaEstimada: fechaEstimada.format('YYYY-MM-DD') },
      {
        onSuccess: onDone,
        onError: (error) => {
          showServerFieldErrors(form, error);
          // Someone else moved an order first: nothing was applied, the list shows it now.
          if (isApiError(error) && error.status === 409) onDone();
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      title="Aprobar pedidos"
      open={open}
      okText="Aprobar"
      cancelText="Cancelar"
      confirmLoading={approve.isPending}
      cancelButtonProps={{ disabled: approve.isPending }}
      onOk={() => form.submit()}
      onCancel={() => !approve.isPending && onClose()}
      afterClose={afterClose}
      destroyOnHidden
    >
      <p>
        {pedidoIds.length === 1
          ? `¿Aprobar el pedido ${idsText(pedidoIds)}?`
          : `¿Aprobar los ${pedidoIds.length} pedidos seleccionados (${idsText(pedidoIds)})?`}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={send}
        onFinishFailed={() => toast.error(ORDER_MESSAGES.estimatedDateRequired)}
      >
        <Form.Item
          label="Fecha estimada"
          name="fechaEstimada"
          rules={[{ required: true, message: ORDER_MESSAGES.estimatedDateFormRequired }]}
        >
          <DatePicker
            className="approval-date"
            format="DD/MM/YYYY"
            placeholder="Seleccione la fecha"
            disabledDate={(day) => day.isBefore(today, 'day')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
