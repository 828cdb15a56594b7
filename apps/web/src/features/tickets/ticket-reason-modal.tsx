import { Form, Input } from 'antd';
import { TICKET_MESSAGES, type TicketState } from '@jarvis/contracts/tickets';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';

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
    <FormDialog
      title={estado && TITLES[estado]}
      open={open}
      onClose={onCancel}
      afterClose={afterClose}
      width={480}
      unsaved="La razón que escribió se perderá."
    >
      {(guard) => <ReasonForm isSaving={isSaving} guard={guard} onConfirm={onConfirm} />}
    </FormDialog>
  );
}

type ReasonFormProps = Pick<TicketReasonModalProps, 'isSaving' | 'onConfirm'> & {
  guard: DialogGuard;
};

function ReasonForm({ isSaving, guard, onConfirm }: ReasonFormProps) {
  const [form] = Form.useForm<{ comentario: string }>();
  useGuardedForm(guard, form);
  return (
    <Form
      form={form}
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
          {...FIRST_FIELD}
        />
      </Form.Item>
      <FormActions
        onCancel={guard.cancel}
        saving={isSaving}
        submitText="Confirmar"
        cancelDisabled={isSaving}
      />
    </Form>
  );
}
