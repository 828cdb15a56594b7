import { useEffect } from 'react';
import { Card, Descriptions, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  NewSupplierSchema,
  SupplierContactSchema,
  type SapSupplier,
} from '@jarvis/contracts/suppliers';
import { FormActions } from '../../../components/ui/form-actions';
import { MaskedPhoneInput } from '../../../components/ui/masked-phone-input';
import { isApiError } from '../../../lib/api-client';
import { errorText, showServerFieldErrors, zodRules } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { SUPPLIER_LIST_PATH, supplierListOf } from './supplier-paths';
import { useCreateSupplier } from './suppliers.api';

type CreateValues = {
  telefono: string;
  correo: string;
  max_productos: number | null;
  descripcion: string;
};
const FIELDS: readonly string[] = ['telefono', 'correo', 'max_productos', 'descripcion'];

type SupplierCreateFormProps = { proveedor: SapSupplier; marca: string };

/**
 * Name, address and WTLiable are SAP's and saved as SAP has them; phone and e-mail start as SAP's
 * and may be corrected; the limit per order and the description are Jarvis's own.
 */
export function SupplierCreateForm({ proveedor, marca }: SupplierCreateFormProps) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateSupplier();
  const navigate = useNavigate();
  const guard = useLeaveGuard({
    when: () => form.isFieldsTouched(),
    content: 'El proveedor aún no se ha creado; si sale, se pierde lo que completó.',
  });

  useEffect(() => {
    // SAP may keep a phone without the mask or a malformed e-mail: say so before the user saves.
    const prefilled = (['telefono', 'correo'] as const).filter((field) => proveedor[field]);
    form.validateFields(prefilled).catch(() => undefined);
  }, [form, proveedor]);

  const submit = (values: CreateValues) =>
    create.mutate(NewSupplierSchema.parse({ ...values, codigo: proveedor.codigo }), {
      onSuccess: (result) => {
        guard.release();
        void navigate(supplierListOf(result.data.marca));
      },
      onError: (error) => {
        if (isApiError(error) && error.isSessionOver) return;
        showServerFieldErrors(form, error);
        const fields = isApiError(error) ? Object.keys(error.fields ?? {}) : [];
        if (fields.length === 0 || fields.some((field) => !FIELDS.includes(field)))
          toast.error(errorText(error));
      },
    });

  return (
    <div className="sup-create">
      <Card variant="borderless" className="sup-panel" title="Datos en SAP">
        <Descriptions column={1} size="small" className="sup-sap">
          <Descriptions.Item label="Código">{proveedor.codigo}</Descriptions.Item>
          <Descriptions.Item label="Nombre">{proveedor.nombre}</Descriptions.Item>
          <Descriptions.Item label="Nombre abreviado">{proveedor.nombre_abrv}</Descriptions.Item>
          <Descriptions.Item label="Dirección">{proveedor.direccion || '—'}</Descriptions.Item>
          <Descriptions.Item label="Sujeto a retención">
            {proveedor.WTLiable ? 'Sí (WTLiable)' : 'No'}
          </Descriptions.Item>
          {/* SAP's U_Marca as SAP has it; the brand it is registered for is Jarvis's (issue #51). */}
          <Descriptions.Item label="Marca">
            {proveedor.marcaSap ?? (
              <Typography.Text type="secondary">Sin marca en SAP</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" className="sup-panel" title="Datos en Jarvis">
        <Descriptions column={1} size="small" className="sup-sap sup-jarvis-brand">
          <Descriptions.Item label="Se registra para">
            <Tag color="cyan" className="sup-tag">
              {marca}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
        <Form<CreateValues>
          form={form}
          name="supplier-create"
          layout="vertical"
          initialValues={{
            telefono: proveedor.telefono ?? '',
            correo: proveedor.correo ?? '',
            max_productos: null,
            descripcion: '',
          }}
          onFinish={submit}
          className="sup-form"
        >
          <div className="sup-form__row">
            <Form.Item
              label="Teléfono"
              name="telefono"
              required
              rules={zodRules(SupplierContactSchema, 'telefono')}
            >
              <MaskedPhoneInput />
            </Form.Item>
            <Form.Item
              label="Máx. artículos por pedido"
              name="max_productos"
              required
              rules={zodRules(NewSupplierSchema, 'max_productos')}
            >
              <InputNumber className="sup-number" />
            </Form.Item>
          </div>
          <Form.Item
            label="Correo"
            name="correo"
            required
            rules={zodRules(SupplierContactSchema, 'correo')}
          >
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Descripción"
            name="descripcion"
            rules={zodRules(NewSupplierSchema, 'descripcion')}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <FormActions
            onCancel={() => void navigate(SUPPLIER_LIST_PATH)}
            saving={create.isPending}
            submitText="Crear proveedor"
          />
        </Form>
      </Card>
    </div>
  );
}
