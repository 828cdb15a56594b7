import { useRef, useState } from 'react';
import { App, Button } from 'antd';
import { CheckOutlined, FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import { isApiError } from '../../lib/api-client';
import { ApproveDialog, idsText } from './order-approval-dialog';
import { useVoidOrders } from './order-approval.api';

type ApprovalActionsProps = {
  selected: readonly number[];
  /** Central staff approve and void (ORDER_TRANSITIONS); anyone here may print. */
  canDecide: boolean;
  isPrinting: boolean;
  onPrint: () => void;
  /** The orders moved, or someone else moved them first: the selection is over. */
  onDone: () => void;
};

const countText = (n: number) =>
  n === 0
    ? 'Ningún pedido seleccionado'
    : n === 1
      ? '1 pedido seleccionado'
      : `${n} pedidos seleccionados`;

/** What is done with the selected orders: approve (1 → 2), void (1 → 5), or print them. */
export function ApprovalActions({
  selected,
  canDecide,
  isPrinting,
  onPrint,
  onDone,
}: ApprovalActionsProps) {
  const { modal } = App.useApp();
  const voidOrders = useVoidOrders();
  // The orders asked about stay in the dialog while it closes, after the selection is cleared.
  const [approval, setApproval] = useState<{ pedidoIds: number[]; open: boolean } | null>(null);
  const closeApproval = () => setApproval((current) => current && { ...current, open: false });
  const isVoiding = useRef(false);
  const none = selected.length === 0;

  const confirmVoid = () => {
    const pedidoIds = [...selected];
    modal.confirm({
      title: pedidoIds.length === 1 ? '¿Anular el pedido?' : '¿Anular los pedidos seleccionados?',
      content: `Se anulará${pedidoIds.length === 1 ? ' el pedido' : 'n los pedidos'} ${idsText(pedidoIds)}.`,
      okText: 'Anular',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        if (isVoiding.current) return;
        isVoiding.current = true;
        try {
          await voidOrders.mutateAsync({ pedidoIds });
          onDone();
        } catch (error) {
          // The shell toasts the refusal; a 409 means the list has moved on under the selection.
          if (isApiError(error) && error.status === 409) onDone();
        } finally {
          isVoiding.current = false;
        }
      },
    });
  };

  return (
    <div className="approval-toolbar">
      <span className="approval-toolbar__count" aria-live="polite">
        {countText(selected.length)}
      </span>
      <div className="approval-toolbar__buttons">
        <Button
          className="approval-toolbar__pdf"
          icon={<FilePdfOutlined aria-hidden />}
          disabled={none}
          loading={isPrinting}
          onClick={() => !isPrinting && onPrint()}
        >
          Descargar PDF
        </Button>
        {canDecide && (
          <>
            <Button
              danger
              icon={<StopOutlined aria-hidden />}
              disabled={none}
              loading={voidOrders.isPending}
              onClick={() => !voidOrders.isPending && confirmVoid()}
            >
              Anular
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              disabled={none}
              onClick={() => setApproval({ pedidoIds: [...selected], open: true })}
            >
              Aprobar
            </Button>
          </>
        )}
      </div>
      {approval && (
        <ApproveDialog
          open={approval.open}
          pedidoIds={approval.pedidoIds}
          onClose={closeApproval}
          afterClose={() => setApproval(null)}
          onDone={() => {
            closeApproval();
            onDone();
          }}
        />
      )}
    </div>
  );
}
