import { useState } from 'react';
import { Button, Form, Input, Select, Tag } from 'antd';
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  MANAGER_CODE_MAX,
  MANAGER_CODE_MESSAGES,
  SetManagerCodeSchema,
  type ManagerCodeBranches,
} from '@jarvis/contracts/orders-edits';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { useManagerCodeBranches, useSetManagerCode } from './manager-code.api';

type Branch = ManagerCodeBranches['sucursales'][number];

/**
 * 'Código de gerente' (spec 2 §5 Manager code): for a branch's manager or an administrator, the
 * code branch staff type before adding to an order past Revisión. Shown only to whoever may set
 * one (GET /api/pedidos/clave-gerente answers at least one branch).
 */
export function ManagerCodeButton() {
  const branches = useManagerCodeBranches();
  const [isOpen, setOpen] = useState(false);
  const sucursales = branches.data?.sucursales ?? [];
  if (sucursales.length === 0) return null;
  return (
    <>
      <Button icon={<KeyOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Código de gerente
      </Button>
      <FormDialog
        title="Código de gerente"
        open={isOpen}
        onClose={() => setOpen(false)}
        width={480}
        unsaved="El código que escribió se perderá."
      >
        {(guard) => (
          <ManagerCodeForm branches={sucursales} guard={guard} onDone={() => setOpen(false)} />
        )}
      </FormDialog>
    </>
  );
}

type FormValues = { sucursalId?: number; codigo?: string; confirmacion?: string };

const branchLabel = (branch: Branch) => (
  <span className="manager-code__branch">
    <span>
      {branch.nombre} ({branch.bodega})
    </span>
    {branch.tieneCodigo ? (
      <Tag color="green">Con código</Tag>
    ) : (
      <Tag color="orange">Sin código</Tag>
    )}
  </span>
);

type ManagerCodeFormProps = { branches: Branch[]; guard: DialogGuard; onDone: () => void };

function ManagerCodeForm({ branches, guard, onDone }: ManagerCodeFormProps) {
  const [form] = Form.useForm<FormValues>();
  useGuardedForm(guard, form);
  const save = useSetManagerCode();
  const only = branches.length === 1 ? branches[0] : undefined;

  const submit = (values: FormValues) =>
    save.mutate(SetManagerCodeSchema.parse(values), {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
        else toast.error(errorText(error));
      },
    });

  return (
    <Form
      form={form}
      name="manager-code"
      layout="vertical"
      initialValues={{ sucursalId: only?.sucursalId }}
      onFinish={submit}
    >
      <p className="manager-code__note">
        El personal de la sucursal lo escribe para agregar productos a un pedido ya aprobado. Un
        código nuevo reemplaza al anterior.
      </p>
      <Form.Item
        label="Sucursal"
        name="sucursalId"
        required
        rules={[{ required: true, message: ORDER_MESSAGES.branchRequired }]}
      >
        <Select
          placeholder="Seleccione la sucursal"
          options={branches.map((branch) => ({
            value: branch.sucursalId,
            label: branchLabel(branch),
            title: `${branch.nombre} (${branch.bodega})`,
          }))}
          {...(only ? {} : FIRST_FIELD)}
        />
      </Form.Item>
      <Form.Item
        label="Nuevo código"
        name="codigo"
        required
        rules={zodRules(SetManagerCodeSchema, 'codigo')}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          maxLength={MANAGER_CODE_MAX}
          {...(only ? FIRST_FIELD : {})}
        />
      </Form.Item>
      <Form.Item
        label="Confirmar código"
        name="confirmacion"
        required
        dependencies={['codigo']}
        rules={zodRules(SetManagerCodeSchema, 'confirmacion')}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          maxLength={MANAGER_CODE_MAX}
        />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={save.isPending} />
    </Form>
  );
}

/**
 * The manager code a Restaurante user types inside another form (it sends it as `claveGerente`):
 * a password field; a wrong code comes back from the API under the same name.
 */
export function ManagerCodePrompt({ name = 'claveGerente' }: { name?: string }) {
  return (
    <Form.Item
      label="Código de gerente"
      name={name}
      required
      rules={[{ required: true, message: MANAGER_CODE_MESSAGES.required }]}
      extra="Pida a su gerente que lo escriba."
    >
      <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="off" />
    </Form.Item>
  );
}
