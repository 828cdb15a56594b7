import { Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import {
  EditSupplierSchema,
  type EditSupplier,
  type SupplierRow,
} from '@jarvis/contracts/suppliers';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { MaskedPhoneInput } from '../../../components/ui/masked-phone-input';
import { isApiError } from '../../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../../lib/use-dialog-guard';
import { useUpdateSupplier } from './suppliers.api';

type SupplierEditDialogProps = {
  supplier: SupplierRow;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the page forgets the supplier. */
  afterClose: () => void;
};

type EditValues = Omit<EditSupplier, 'version'>;

/** Contact, limits and estado of a supplier of the user's brand (spec 2 §5 Supplier). */
export function SupplierEditDialog({
  supplier,
  open,
  onClose,
  afterClose,
}: SupplierEditDialogProps) {
  return (
    <FormDialog
      title={
        <Flex vertical>
          <span>Editar proveedor</span>
          <Typography.Text type="secondary" className="sup-dialog-subtitle">
            {supplier.codigo} · {supplier.nombre}
          </Typography.Text>
        </Flex>
      }
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      width={560}
      unsaved="Los cambios al proveedor se perderán."
    >
      {(guard) => <SupplierEditForm supplier={supplier} guard={guard} onDone={onClose} />}
    </FormDialog>
  );
}

const rules = (field: keyof EditValues) => zodRules(EditSupplierSchema, field);

type SupplierEditFormProps = { supplier: SupplierRow; guard: DialogGuard; onDone: () => void };

function SupplierEditForm({ supplier, guard, onDone }: SupplierEditFormProps) {
  const [form] = Form.useForm<EditValues>();
  useGuardedForm(guard, form);
  const update = useUpdateSupplier(supplier.proveedorID);
  const initialValues: EditValues = {
    telefono: supplier.telefono,
    correo: supplier.correo,
    direccion: supplier.direccion ?? '',
    descripcion: supplier.descripcion,
    max_productos: supplier.max_productos,
    estado: supplier.estado,
  };

  const submit = (values: EditValues) =>
    update.mutate(EditSupplierSchema.parse({ ...values, version: supplier.version }), {
      onSuccess: onDone,
      onError: (error) => {
        showServerFieldErrors(form, error);
        // Another version was saved meanwhile: the list reloads and the user edits that one.
        if (isApiError(error) && error.status === 409) onDone();
      },
    });

  return (
    <Form<EditValues>
      form={form}
      name="supplier-edit"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      className="sup-form"
    >
      <div className="sup-form__row">
        <Form.Item label="Teléfono" name="telefono" required rules={rules('telefono')}>
          <MaskedPhoneInput />
        </Form.Item>
        <Form.Item
          label="Máx. artículos por pedido"
          name="max_productos"
          required
          rules={rules('max_productos')}
        >
          <InputNumber className="sup-number" />
        </Form.Item>
      </div>
      <Form.Item label="Correo" name="correo" required rules={rules('correo')}>
        <Input type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Dirección" name="direccion" rules={rules('direccion')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Form.Item label="Descripción" name="descripcion" rules={rules('descripcion')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item
        label="Estado"
        name="estado"
        valuePropName="checked"
        getValueProps={(estado: 0 | 1) => ({ checked: estado === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren="Activo" unCheckedChildren="Inactivo" />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={update.isPending} />
    </Form>
  );
}
