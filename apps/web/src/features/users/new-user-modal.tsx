import { Divider, Empty, Form } from 'antd';
import type { Employee, UserFormOptions } from '@jarvis/contracts/users';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { EmployeeLookupField } from './employee-lookup-field';
import { DerivedSummary, NewUserFields } from './new-user-fields';
import { prefillFrom, staleChoices, toNewUser, visibleFields } from './new-user-values';
import type { NewUserValues } from './new-user-values';
import { DialogLoading } from './permission-groups';
import { toastUserAdminError, useCreateUser, useUserFormOptions } from './users.api';

type NewUserModalProps = { open: boolean; onClose: () => void };

/** 'Registro de Usuario': what it offers depends on who creates (spec 1 §6). */
export function NewUserModal({ open, onClose }: NewUserModalProps) {
  return (
    <FormDialog
      title="Registro de Usuario"
      open={open}
      onClose={onClose}
      width={760}
      unsaved="Los datos del usuario nuevo se perderán."
    >
      {(guard) => <NewUserContent guard={guard} onClose={onClose} />}
    </FormDialog>
  );
}

type NewUserFormProps = { guard: DialogGuard; onClose: () => void };

function NewUserContent({ guard, onClose }: NewUserFormProps) {
  const options = useUserFormOptions();
  if (options.isPending) return <DialogLoading />;
  if (options.isError) return <Empty description="No se pudo cargar el formulario" />;
  return <NewUserForm options={options.data} guard={guard} onClose={onClose} />;
}

function NewUserForm({ options, guard, onClose }: NewUserFormProps & { options: UserFormOptions }) {
  const [form] = Form.useForm<NewUserValues>();
  useGuardedForm(guard, form);
  const create = useCreateUser();

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

  const submit = (values: NewUserValues) =>
    create.mutate(toNewUser(values), {
      onSuccess: onClose,
      onError: (error) => {
        const fields = isApiError(error) ? Object.keys(error.fields ?? {}) : [];
        const shown = visibleFields(options) as string[];
        showServerFieldErrors(form, error);
        if (fields.length === 0 || fields.some((field) => !shown.includes(field)))
          toastUserAdminError(error);
      },
    });

  return (
    <Form<NewUserValues>
      form={form}
      name="new-user"
      layout="vertical"
      requiredMark="optional"
      onValuesChange={keepChoicesConsistent}
      onFinish={submit}
    >
      <EmployeeLookupField onFound={fillFromEmployee} />
      <Divider className="new-user__divider" />
      <NewUserFields options={options} />
      <DerivedSummary options={options} />
      <FormActions
        onCancel={guard.cancel}
        saving={create.isPending}
        submitText={create.isPending ? 'Registrando...' : 'Registrar'}
      />
    </Form>
  );
}
