import { useEffect } from 'react';
import { Button, DatePicker, Form, Radio, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DOWNLOAD_MESSAGES as M,
  DOWNLOAD_STATE_LABELS,
  DOWNLOAD_STATES,
  type DownloadOptions,
  type DownloadQuery,
  type DownloadState,
} from '@jarvis/contracts/orders-downloads';
import { toast } from '../../lib/toast';

type FormValues = {
  proveedorId?: number | undefined;
  sucursalId?: number | undefined;
  fecha?: Dayjs | null | undefined;
  estado?: DownloadState | undefined;
};

type DownloadFormProps = {
  options: DownloadOptions;
  onSubmit: (query: DownloadQuery) => void;
  /** Any change: what was summarised no longer is what the form says. */
  onChange: () => void;
  /** The API's refusal, by field (a supplier of another brand, a branch of another). */
  serverFields?: Record<string, string> | undefined;
};

const FIELDS = ['proveedorId', 'sucursalId', 'fecha', 'estado'] as const;
const STATE_OPTIONS = DOWNLOAD_STATES.map((value) => ({
  value,
  label: DOWNLOAD_STATE_LABELS[value],
}));

/**
 * Spec 2 §2, §5 Downloads: supplier, optional branch, delivery date and state. 'Descargar' only
 * validates (with the spec's messages, 'No se permiten campos vacíos' when nothing was filled)
 * and then shows what the files will hold. A Restaurante user's branch is their own, fixed.
 */
export function DownloadForm({ options, onSubmit, onChange, serverFields }: DownloadFormProps) {
  const [form] = Form.useForm<FormValues>();
  const own = options.sucursalPropia;
  const today = dayjs(options.hoy);

  useEffect(() => {
    if (!serverFields) return;
    form.setFields(
      FIELDS.filter((name) => serverFields[name]).map((name) => ({
        name,
        errors: [serverFields[name]!],
      })),
    );
  }, [form, serverFields]);

  const refused = () => {
    const { proveedorId, fecha, estado } = form.getFieldsValue();
    if (proveedorId === undefined && !fecha && estado === undefined) toast.error(M.emptyFields);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="downloads-form"
      initialValues={{ sucursalId: own?.sucursalId }}
      onValuesChange={onChange}
      onFinishFailed={refused}
      onFinish={({ proveedorId, sucursalId, fecha, estado }) =>
        onSubmit({
          proveedorId: proveedorId!,
          sucursalId,
          fecha: fecha!.format('YYYY-MM-DD'),
          estado: estado!,
        })
      }
    >
      <Form.Item
        label="Proveedor"
        name="proveedorId"
        rules={[{ required: true, message: M.chooseSupplier }]}
      >
        <Select<number>
          placeholder="Seleccione un proveedor"
          showSearch={{ optionFilterProp: 'label' }}
          options={options.proveedores.map((p) => ({
            value: p.proveedorId,
            label: `${p.nombre} (${p.codigo})`,
          }))}
        />
      </Form.Item>
      <Form.Item label="Sucursal" name="sucursalId">
        <Select<number>
          placeholder="Todas las sucursales"
          allowClear={!own}
          disabled={Boolean(own)}
          showSearch={{ optionFilterProp: 'label' }}
          options={options.sucursales.map((s) => ({
            value: s.sucursalId,
            label: `${s.nombre} (${s.bodega})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        label="Fecha de entrega"
        name="fecha"
        rules={[{ required: true, message: M.chooseDate }]}
      >
        <DatePicker
          className="downloads-form__date"
          format="DD/MM/YYYY"
          placeholder="Seleccione la fecha"
          presets={[
            { label: 'Hoy', value: today },
            { label: 'Mañana', value: today.add(1, 'day') },
          ]}
        />
      </Form.Item>
      <Form.Item label="Estado" name="estado" rules={[{ required: true, message: M.chooseState }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={STATE_OPTIONS} />
      </Form.Item>
      <Form.Item className="downloads-form__submit">
        <Button type="primary" htmlType="submit" icon={<DownloadOutlined aria-hidden />}>
          Descargar
        </Button>
      </Form.Item>
    </Form>
  );
}
