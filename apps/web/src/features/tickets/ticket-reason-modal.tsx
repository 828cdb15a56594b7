import { Button, Flex, Form, Input, Modal } from 'antd';
import { TICKET_MESSAGES, type TicketState } from '@jarvis/contracts/tickets';

const TITLES: Partial<Record<TicketState, string>> = {
  'En Espera': 'Razón de Espera',
  Cancelado: 'Razón de Cancelación',
};

type TicketReasonModalProps = {
  /** The move that needs a reason; it stays set while the modal fades out. */
  estado: TicketState | null;
  open: boolean;
  isSaving: boolean;
  onCancel: () => void;
  afterClose: () => void;
  onConfirm: (comentario: string) => void;
};

/** 'Razón de Espera' / 'Razón de Cancelación': the move waits for a reason (spec 1 §4, §5). */
export function TicketReasonModal(props: TicketReasonModalProps) {
  const { estado, open, isSaving, onCancel, afterClose, onConfirm } = props;
  return (
    <Modal
      title={estado && TITLES[estado]}
      open={open}
      onCancel={onCancel}
      afterClose={afterClose}
      footer={null}
      width={480}
      destroyOnHidden
    >
      <ReasonForm isSaving={isSaving} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}

type ReasonFormProps = Pick<TicketReasonModalProps, 'isSaving' | 'onCancel' | 'onConfirm'>;

function ReasonForm({ isSaving, onCancel, onConfirm }: ReasonFormProps) {
  return (
    <Form
      name="razon"
      layout="vertical"
      onFinish={({ comentario }: { comentario: string }) => onConfirm(comentario.trim())}
    >
      <Form.Item
        name="comentario"
        label="Razón"
        rules={[{ required: true, whitespace: true, message: TICKET_MESSAGES.reasonRequired }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={1000}
          showCount
          placeholder="Ingrese la razón"
          autoFocus
        />
      </Form.Item>
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel} disabled={isSaving}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Confirmar
        </Button>
      </Flex>
    </Form>
  );
}
