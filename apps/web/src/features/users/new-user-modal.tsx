import { Divider, Empty, Form } from 'antd';
import type { Employee, UserFormOptions } from '@jarvis/contracts/users';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-rules';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { EmployeeLookupField } from './employee-lookup-field';
import { DerivedSummary, NewUserFields } from './new-user-fields';
import { prefillFrom, staleChoices, toNewUser, visibleFields } from './new-user-values';
import type { NewUserValues } from './new-user-values';
import { DialogLoading } from './permission-groups';
import { toastUserAdminError, useCreateUser, useUserFormOptions } from './users.api';

/** Creating from an access request: its data fill the form, and the creation approves it. */
export type NewUserPrefill = { values: NewUserValues; accessRequestId: number };

type NewUserModalProps = { open: boolean; onClose: () => void; prefill?: NewUserPrefill | null };

/** 'Registro de Usuario': what it offers depends on who creates (spec 1 §6). */
export function NewUserModal({ open, onClose, prefill }: NewUserModalProps) {
  return (
    <FormDialog
      title="Registro de Usuario"
      open={open}
      onClose={onClose}
      width={760}
      unsaved="Los datos del usuario nuevo se perderán."
    >
      {(guard) => <NewUserContent guard={guard} onClose={onClose} prefill={prefill} />}
    </FormDialog>
  );
}

type NewUserFormProps = {
  guard: DialogGuard;
  onClose: () => void;
  prefill?: NewUserPrefill | null;
};

function NewUserContent({ guard, onClose, prefill }: NewUserFormProps) {
  const options = useUserFormOptions();
  if (options.isPending) return <DialogLoading />;
  if (options.isError) return <Empty description="No se pudo cargar el formulario" />;
  return <NewUserForm options={options.data} guard={guard} onClose={onClose} prefill={prefill} />;
}

function NewUserForm({
  options,
  guard,
  onClose,
  prefill,
}: NewUserFormProps & { options: UserFormOptions }) {
  const [form] = Form.useForm<NewUserValues>();
  useGuardedForm(guard, form);
  const create = useCreateUser(prefill?.accessRequestId);
  // Held from the click until the dialog has closed: a second press creates nothing (issue 51).
  const submission = useIdempotentSubmit();

  const fillFromEmployee = (employee: Employee) => {
    const values = prefillFrom(employee, options);
    form.setFieldsValue(values);
    // A record kept elsewhere may not meet the form's rules (a phone without the mask): say so now.
    form.validateFields(Object.keys(values) as (keyof NewUserValues)[]).catch(() => undefined);
  };

  const keepChoicesConsistent = (changed: Partial<NewUserValues>) => {
    const posicionID = form.getFieldValue('posicionID') as number | undefined;
    for (const field of staleChoices(options, changed, posicionID))
      form.setFieldValue(field, undefined);
  };

  const submit = (values: NewUserValues) => {
    if (!submission.begin()) return;
    create.mutate(
      { values: toNewUser(values), idempotencyKey: submission.key },
      {
        onSuccess: onClose,
        onError: (error) => {
          submission.fail();
          const fields = isApiError(error) ? Object.keys(error.fields ?? {}) : [];
          const shown = visibleFields(options) as string[];
          showServerFieldErrors(form, error);
          if (fields.length === 0 || fields.some((field) => !shown.includes(field)))
            toastUserAdminError(error);
        },
      },
    );
  };

  return (
    <Form<NewUserValues>
      form={form}
      name="new-user"
      layout="vertical"
      requiredMark="optional"
      initialValues={prefill?.values}
      onValuesChange={keepChoicesConsistent}
      onFinish={submit}
    >
      <EmployeeLookupField onFound={fillFromEmployee} />
      <Divider className="new-user__divider" />
      <NewUserFields options={options} />
      <DerivedSummary options={options} />
      <FormActions
        onCancel={guard.cancel}
        saving={submission.isSubmitting}
        submitText={submission.isSubmitting ? 'Registrando...' : 'Registrar'}
      />
    </Form>
  );
}
