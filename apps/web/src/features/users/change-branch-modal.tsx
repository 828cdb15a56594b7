import { Empty, Form, Select, Typography } from 'antd';
import {
  UserBranchSchema,
  type UserBranch,
  type UserFormOptions,
  type UserRow,
} from '@jarvis/contracts/users';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { DialogLoading } from './permission-groups';
import { BrandField } from './user-brand-field';
import { UserFormDialog, type UserDialogProps } from './user-dialog';
import { toastUserAdminError, useChangeBranch, useUserFormOptions } from './users.api';

/** The form as antd holds it: an empty brand is 'Ninguna'. */
type BranchValues = { sucursalID?: number; marcaID?: number };

/**
 * 'Cambio de Sucursal': an administrator moves the user to another branch. In an office the user may
 * buy for one brand; in a restaurant its brand is the branch's (docs/decisions/0004-user-brand.md).
 * Closing it with another branch or brand chosen asks first, as every form dialog does.
 */
export function ChangeBranchModal({ user, ...dialog }: UserDialogProps) {
  return (
    <UserFormDialog
      {...dialog}
      user={user}
      title="Cambio de Sucursal"
      width={520}
      unsaved="La sucursal que eligió no se guardará."
    >
      {(guard) => <ChangeBranchContent user={user} guard={guard} onClose={dialog.onClose} />}
    </UserFormDialog>
  );
}

type ChangeBranchProps = { user: UserRow; guard: DialogGuard; onClose: () => void };

function ChangeBranchContent({ user, guard, onClose }: ChangeBranchProps) {
  const options = useUserFormOptions();
  if (options.isPending) return <DialogLoading />;
  if (options.isError) return <Empty description="No se pudo cargar el formulario" />;
  return <ChangeBranchForm user={user} options={options.data} guard={guard} onClose={onClose} />;
}

function ChangeBranchForm({
  user,
  options,
  guard,
  onClose,
}: ChangeBranchProps & { options: UserFormOptions }) {
  const [form] = Form.useForm<BranchValues>();
  useGuardedForm(guard, form);
  const change = useChangeBranch(user.userID);
  const sucursalID = Form.useWatch('sucursalID', form) ?? user.sucursalID;
  const branch = options.sucursales.find((sucursal) => sucursal.id === sucursalID);
  const isOffice = branch?.esOficina ?? false;
  // A closed branch is not offered: the user's current one still shows by name.
  const isOffered = options.sucursales.some((sucursal) => sucursal.id === user.sucursalID);
  const branchOptions = [
    ...(isOffered ? [] : [{ value: user.sucursalID, label: user.sucursal, disabled: true }]),
    ...options.sucursales.map((sucursal) => ({
      value: sucursal.id,
      label: `${sucursal.nombre} (${sucursal.bodega})`,
    })),
  ];

  const submit = (values: BranchValues) => {
    const body: UserBranch = UserBranchSchema.parse({
      sucursalID: values.sucursalID,
      marcaID: isOffice ? (values.marcaID ?? null) : null,
    });
    change.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
        else toastUserAdminError(error);
      },
    });
  };

  return (
    <Form<BranchValues>
      form={form}
      name="user-branch"
      layout="vertical"
      initialValues={{ sucursalID: user.sucursalID, marcaID: user.marcaID ?? undefined }}
      onValuesChange={(changed) => {
        if ('sucursalID' in changed) form.setFieldValue('marcaID', undefined);
      }}
      onFinish={submit}
    >
      <Form.Item
        label="Sucursal"
        name="sucursalID"
        required
        rules={zodRules(UserBranchSchema, 'sucursalID')}
      >
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Seleccione la sucursal"
          options={branchOptions}
        />
      </Form.Item>
      {isOffice ? (
        <BrandField options={options} />
      ) : (
        branch && (
          <Typography.Paragraph type="secondary">
            Marca: {branch.marca}, la de la sucursal.
          </Typography.Paragraph>
        )
      )}
      <FormActions onCancel={guard.cancel} saving={change.isPending} />
    </Form>
  );
}
