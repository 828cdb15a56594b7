import { Col, Empty, Form, Row, Select } from 'antd';
import {
  UserEditSchema,
  type UserEdit,
  type UserFormOptions,
  type UserRow,
} from '@jarvis/contracts/users';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { PersonFields, showSearch, type SelectOption } from './new-user-fields';
import { DialogLoading } from './permission-groups';
import { UserFormDialog, type UserDialogProps } from './user-dialog';
import { useUserFormOptions } from './users.api';
import { useEditUser } from './users-edit.api';

type PositionOption = SelectOption & { disabled?: boolean };

/** The form as antd holds it: the phone may be empty. */
type EditValues = Omit<UserEdit, 'version' | 'telefono'> & { telefono?: string };

/**
 * 'Editar usuario' (issue 51): corrects the user's name, e-mail, phone and position with the rules
 * of 'Registro de Usuario'. Closing it with changes typed asks first, as every form dialog does.
 */
export function EditUserModal({ user, ...dialog }: UserDialogProps) {
  return (
    <UserFormDialog
      {...dialog}
      user={user}
      title="Editar usuario"
      width={640}
      unsaved="Los cambios a los datos del usuario se perderán."
    >
      {(guard) => <EditUserContent user={user} guard={guard} onClose={dialog.onClose} />}
    </UserFormDialog>
  );
}

type EditUserProps = { user: UserRow; guard: DialogGuard; onClose: () => void };

function EditUserContent({ user, guard, onClose }: EditUserProps) {
  const options = useUserFormOptions();
  if (options.isPending) return <DialogLoading />;
  if (options.isError) return <Empty description="No se pudo cargar el formulario" />;
  return <EditUserForm user={user} options={options.data} guard={guard} onClose={onClose} />;
}

/**
 * The positions of the user's department this editor may give (the API's rule); the current one
 * stays shown, disabled, when it is not among them.
 */
function positionOptions(options: UserFormOptions, user: UserRow): PositionOption[] {
  const offered: PositionOption[] = options.posiciones
    .filter(
      (p) =>
        p.departamentoID === user.departamentoID ||
        (p.departamentoID === null && options.isAdministrator),
    )
    .map((p) => ({ value: p.id, label: p.nombre }));
  if (offered.some((option) => option.value === user.posicionID)) return offered;
  return [{ value: user.posicionID, label: user.posicion, disabled: true }, ...offered];
}

function EditUserForm({
  user,
  options,
  guard,
  onClose,
}: EditUserProps & { options: UserFormOptions }) {
  const [form] = Form.useForm<EditValues>();
  useGuardedForm(guard, form);
  const edit = useEditUser(user.userID);

  const submit = (values: EditValues) =>
    edit.mutate(UserEditSchema.parse({ ...values, version: user.version }), {
      onSuccess: onClose,
      onError: (error) => {
        showServerFieldErrors(form, error);
        // Someone else saved first: the list shows their data, to be edited again from there.
        if (isApiError(error) && error.status === 409) onClose();
      },
    });

  return (
    <Form<EditValues>
      form={form}
      name="user-edit"
      layout="vertical"
      initialValues={{
        nombre: user.nombre,
        apellido: user.apellido,
        correo: user.correo,
        telefono: user.telefono ?? '',
        posicionID: user.posicionID,
      }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <PersonFields emailDomain={options.emailDomain} />
        <Col xs={24} md={12}>
          <Form.Item
            label="Posición"
            name="posicionID"
            required
            rules={zodRules(UserEditSchema, 'posicionID')}
          >
            <Select<number, PositionOption>
              placeholder="Seleccione la posición"
              options={positionOptions(options, user)}
              showSearch={showSearch}
            />
          </Form.Item>
        </Col>
      </Row>
      <FormActions onCancel={guard.cancel} saving={edit.isPending} />
    </Form>
  );
}
