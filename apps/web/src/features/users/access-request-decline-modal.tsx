import { Form, Input, Typography } from 'antd';
import {
  DeclineAccessRequestSchema,
  MOTIVO_MAX,
  type AccessRequest,
  type DeclineAccessRequest,
} from '@jarvis/contracts/access-requests';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { zodRules } from '../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { useDeclineAccessRequest } from './access-requests.api';

type DeclineModalProps = {
  /** The request declined; it stays set while the dialog fades out. */
  request: AccessRequest | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

/** 'Rechazar': the reason is required and mailed to the requester. */
export function AccessRequestDeclineModal({
  request,
  open,
  onClose,
  afterClose,
}: DeclineModalProps) {
  return (
    <FormDialog
      title="Rechazar solicitud"
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      width={480}
      unsaved="El motivo que escribió se perderá."
    >
      {(guard) => request && <DeclineForm request={request} guard={guard} onDone={onClose} />}
    </FormDialog>
  );
}

type DeclineFormProps = { request: AccessRequest; guard: DialogGuard; onDone: () => void };

function DeclineForm({ request, guard, onDone }: DeclineFormProps) {
  const [form] = Form.useForm<DeclineAccessRequest>();
  useGuardedForm(guard, form);
  const decline = useDeclineAccessRequest(request.solicitudId);
  const submit = (values: DeclineAccessRequest) =>
    decline.mutate(DeclineAccessRequestSchema.parse(values), {
      onSuccess: onDone,
      // Resolved by someone else meanwhile: the toast says so, and there is nothing left to decline.
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') onDone();
      },
    });
  return (
    <Form form={form} name="rechazar-solicitud" layout="vertical" onFinish={submit}>
      <Typography.Paragraph>
        {request.nombreCompleto} recibirá el motivo en {request.correo}.
      </Typography.Paragraph>
      <Form.Item
        name="motivo"
        label="Motivo"
        required
        rules={zodRules(DeclineAccessRequestSchema, 'motivo')}
      >
        <Input.TextArea rows={4} maxLength={MOTIVO_MAX} showCount {...FIRST_FIELD} />
      </Form.Item>
      <FormActions
        onCancel={guard.cancel}
        saving={decline.isPending}
        submitText="Rechazar"
        cancelDisabled={decline.isPending}
      />
    </Form>
  );
}
