import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Select, Spin } from 'antd';
import { ExceptionOutlined } from '@ant-design/icons';
import { ORDER_TRANSITIONS, type OrderDetail } from '@jarvis/contracts/orders';
import { DELIVERY_MESSAGES, type Inconsistencies } from '@jarvis/contracts/orders-delivery';
import { FormDialog } from '../../components/ui/form-dialog';
import { isApiError } from '../../lib/api-client';
import { errorText, showServerFieldErrors } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { useInconsistencyTypes, useRegisterInconsistencies } from './order-delivery.api';
import './order-delivery.css';

type ActionProps = { order: OrderDetail };

const COMMENT_MAX = 500;

/** 'Registrar inconsistencias' (4 → 6, spec 2 §3 Inconsistency type): the button and its dialog. */
export function InconsistencyAction({ order }: ActionProps) {
  const [isOpen, setOpen] = useState(false);
  const label = ORDER_TRANSITIONS.inconsistencias.etiqueta;
  return (
    <>
      <Button danger icon={<ExceptionOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <FormDialog
        title={label}
        open={isOpen}
        onClose={() => setOpen(false)}
        width={600}
        unsaved="Las inconsistencias que marcó no se registrarán."
      >
        {(guard) => <InconsistencyForm order={order} guard={guard} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}

type TypeValues = { elegido?: boolean; comentario?: string; lineas?: number[] };
/** By type id. */
type Values = { tipos?: Record<string, TypeValues | undefined> };

type FormProps = ActionProps & { guard: DialogGuard; onDone: () => void };

function InconsistencyForm({ order, guard, onDone }: FormProps) {
  const [form] = Form.useForm<Values>();
  useGuardedForm(guard, form);
  const types = useInconsistencyTypes(true);
  const register = useRegisterInconsistencies(order.pedidoId);
  const chosen = Form.useWatch('tipos', form);
  const isChosen = (id: number) => chosen?.[String(id)]?.elegido === true;
  const anyChosen = (types.data?.tipos ?? []).some((t) => isChosen(t.id));

  const submit = ({ tipos }: Values) => {
    if (register.isPending) return;
    const inconsistencias: Inconsistencies['inconsistencias'] = (types.data?.tipos ?? []).flatMap(
      (t) => {
        const values = tipos?.[String(t.id)];
        if (!values?.elegido) return [];
        const comentario = values.comentario?.trim();
        return [
          {
            tipoId: t.id,
            ...(comentario ? { comentario } : {}),
            pedidoDetalleIds: values.lineas ?? [],
          },
        ];
      },
    );
    if (inconsistencias.length === 0) return toast.error(DELIVERY_MESSAGES.chooseInconsistency);
    register.mutate(
      { version: order.version, inconsistencias },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
          else toast.error(errorText(error));
        },
      },
    );
  };

  if (types.isPending)
    return (
      <div className="order-detail-placeholder">
        <Spin />
      </div>
    );
  if (types.isError) return <Alert type="error" showIcon title={errorText(types.error)} />;

  const lineOptions = order.lineas.map((line) => ({
    value: line.pedidoDetalleId,
    label: line.nombre,
  }));
  return (
    <Form form={form} name="registrar-inconsistencias" layout="vertical" onFinish={submit}>
      <div className="order-delivery-types" role="group" aria-label="Tipos de inconsistencia">
        {types.data.tipos.map((t) => (
          <div key={t.id} className="order-delivery-type">
            <Form.Item name={['tipos', String(t.id), 'elegido']} valuePropName="checked" noStyle>
              <Checkbox>{t.tipo}</Checkbox>
            </Form.Item>
            {isChosen(t.id) && (
              <div className="order-delivery-type__fields">
                <Form.Item
                  label={`Comentario de ${t.tipo}`}
                  name={['tipos', String(t.id), 'comentario']}
                  rules={[{ max: COMMENT_MAX, message: DELIVERY_MESSAGES.tooLong(COMMENT_MAX) }]}
                >
                  <Input.TextArea rows={2} maxLength={COMMENT_MAX} />
                </Form.Item>
                <Form.Item
                  label={`Productos de ${t.tipo}`}
                  name={['tipos', String(t.id), 'lineas']}
                >
                  <Select
                    mode="multiple"
                    allowClear
                    placeholder="Seleccione los productos"
                    options={lineOptions}
                    optionFilterProp="label"
                  />
                </Form.Item>
              </div>
            )}
          </div>
        ))}
      </div>
      <Flex justify="flex-end" gap={8} wrap className="form-actions">
        <Button onClick={guard.cancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={register.isPending} disabled={!anyChosen}>
          Aceptar
        </Button>
      </Flex>
    </Form>
  );
}
