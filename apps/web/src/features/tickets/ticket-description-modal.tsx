import { useCallback, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { EditDescriptionSchema, type TicketDetail } from '@jarvis/contracts/tickets';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { zodRules } from '../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { toastTicketError, useEditDescription } from './tickets.api';

type DescriptionValues = { texto: string };

/** 'Modificar Descripción' for the requester, offered while editComment is 1 (spec 1 §4). */
export function TicketDescriptionButton({ ticket }: { ticket: TicketDetail }) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Modificar Descripción
      </Button>
      <FormDialog
        title="Modificar Descripción"
        open={isOpen}
        onClose={close}
        width={560}
        unsaved="Los cambios a la descripción se perderán."
      >
        {(guard) => <DescriptionForm ticket={ticket} guard={guard} onDone={close} />}
      </FormDialog>
    </>
  );
}

type DescriptionFormProps = { ticket: TicketDetail; guard: DialogGuard; onDone: () => void };

function DescriptionForm({ ticket, guard, onDone }: DescriptionFormProps) {
  const [form] = Form.useForm<DescriptionValues>();
  useGuardedForm(guard, form);
  const edit = useEditDescription(ticket.peticionID, 'u');

  const submit = ({ texto }: DescriptionValues) =>
    edit.mutate(EditDescriptionSchema.parse({ texto, version: ticket.version }), {
      onSuccess: onDone,
      onError: toastTicketError,
    });

  return (
    <Form<DescriptionValues>
      form={form}
      name="descripcion"
      layout="vertical"
      initialValues={{ texto: ticket.descripcion }}
      disabled={edit.isPending}
      onFinish={submit}
    >
      <Form.Item
        name="texto"
        label="Descripción"
        required
        rules={zodRules(EditDescriptionSchema, 'texto')}
      >
        <Input.TextArea rows={6} maxLength={2000} showCount {...FIRST_FIELD} />
      </Form.Item>
      <FormActions
        onCancel={guard.cancel}
        saving={edit.isPending}
        submitText={edit.isPending ? 'Modificando...' : 'Confirmar'}
      />
    </Form>
  );
}
