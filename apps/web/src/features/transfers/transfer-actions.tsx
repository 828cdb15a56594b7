import { useState, type ReactNode } from 'react';
import { App, Button, Flex } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { TRANSFER_MESSAGES as M, type Transfer } from '@jarvis/contracts/transfers';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { TransferQuantitiesDialog, type QuantitiesMode } from './transfer-quantities-dialog';
import { useMoveTransfer } from './transfers.api';

type Opened = { transfer: Transfer; mode: QuantitiesMode };

export type TransferDialogs = {
  /** Opens 'Artículos' on a transfer, to look, to send or to receive. */
  open: (transfer: Transfer, mode: QuantitiesMode) => void;
  /** Asks, then annuls (spec 3 §4: from 1 or 2, no line touched). */
  annul: (transfer: Transfer) => void;
  /** The transfer being annulled, for its button's spinner. */
  annulling: number | undefined;
  dialogs: ReactNode;
};

/** The dialogs a list of transfers opens: one 'Artículos' at a time and the annul question. */
export function useTransferDialogs(): TransferDialogs {
  const { modal } = App.useApp();
  const [opened, setOpened] = useState<Opened>();
  const [isOpen, setOpen] = useState(false);
  const move = useMoveTransfer();

  const annul = (transfer: Transfer) =>
    void modal.confirm({
      title: 'Anular traslado',
      content: M.confirmAnnul(transfer.trasladoId),
      okText: 'Anular',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        move
          .mutateAsync({
            trasladoId: transfer.trasladoId,
            action: 'anular',
            step: { version: transfer.version },
          })
          .catch((error: unknown) => toast.error(errorText(error))),
    });

  return {
    open: (transfer, mode) => {
      setOpened({ transfer, mode });
      setOpen(true);
    },
    annul,
    annulling: move.isPending ? move.variables.trasladoId : undefined,
    dialogs: (
      <TransferQuantitiesDialog
        transfer={opened?.transfer}
        mode={opened?.mode ?? 'ver'}
        open={isOpen}
        onClose={() => setOpen(false)}
        afterClose={() => setOpened(undefined)}
      />
    ),
  };
}

type ActionsProps = {
  transfer: Transfer;
  dialogs: TransferDialogs;
  /** Stretched to the card's width on a phone. */
  isBlock?: boolean;
  size?: 'small' | 'middle';
};

/** What the user's branch may do with a transfer now (contracts' table), and 'Artículos'. */
export function TransferActions({
  transfer,
  dialogs,
  isBlock = false,
  size = 'middle',
}: ActionsProps) {
  const can = new Set(transfer.acciones);
  return (
    <Flex
      gap={8}
      wrap
      className={isBlock ? 'transfer-actions transfer-actions--block' : 'transfer-actions'}
    >
      {can.has('enviar') && (
        <Button
          type="primary"
          size={size}
          icon={<SendOutlined aria-hidden />}
          onClick={() => dialogs.open(transfer, 'enviar')}
        >
          Enviar
        </Button>
      )}
      {can.has('recibir') && (
        <Button
          type="primary"
          size={size}
          icon={<CheckOutlined aria-hidden />}
          onClick={() => dialogs.open(transfer, 'recibir')}
        >
          Verificar
        </Button>
      )}
      {!can.has('enviar') && !can.has('recibir') && (
        <Button
          size={size}
          icon={<UnorderedListOutlined aria-hidden />}
          onClick={() => dialogs.open(transfer, 'ver')}
        >
          Artículos
        </Button>
      )}
      {can.has('anular') && (
        <Button
          danger
          size={size}
          icon={<CloseOutlined aria-hidden />}
          loading={dialogs.annulling === transfer.trasladoId}
          onClick={() => dialogs.annul(transfer)}
        >
          Anular
        </Button>
      )}
    </Flex>
  );
}
