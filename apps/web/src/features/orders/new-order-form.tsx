import { useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Grid, Row, Select, Tag } from 'antd';
import { SendOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { ORDER_MESSAGES, type NewOrder } from '@jarvis/contracts/orders';
import type { NewOrderOptions } from '@jarvis/contracts/orders-lists';
import { LoadFailure } from '../../components/ui/load-failure';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { NewOrderAddLine } from './new-order-add-line';
import {
  cellQuantityError,
  daysText,
  lineIndexOf,
  quantityOf,
  type DraftLine,
} from './new-order-lines';
import { NewOrderLinesView, NewOrderTotals, quantityInputId } from './new-order-lines-view';
import { NEW_ORDER_PATH, SupplierFacts, type OrderSupplier } from './new-order-suppliers';
import { useCreateOrder, useOrderableArticles } from './new-order.api';

type FormValues = { sucursalId?: number; fechaEstimada?: Dayjs };

type NewOrderFormProps = { options: NewOrderOptions; supplier: OrderSupplier };

const UNSAVED = 'El pedido aún no se ha creado; si sale, se pierden los productos agregados.';
// Jarvis's own: a supplier without order days has no day to name in the contract's warning.
const NO_DAYS_WARNING = 'Este proveedor no tiene días de pedido asignados. Puede continuar.';
const ISO = 'YYYY-MM-DD';

const otherDayText = (dias: readonly number[]) =>
  dias.length ? ORDER_MESSAGES.otherDayWarning(daysText(dias)) : NO_DAYS_WARNING;

/** The messages a refusal brings, sorted by where they are shown. */
type Refusal = {
  fields: { name: 'sucursalId' | 'fechaEstimada'; errors: string[] }[];
  lines: Record<string, string>;
  rest: string[];
};

/**
 * A new order for one supplier (spec 2 §2 and §5 New order): the branch (a Restaurante user's own,
 * fixed), the delivery date, the lines up to the supplier's max_productos, the totals, and
 * 'Crear pedido' — sent once however often it is pressed, under one idempotency key.
 */
export function NewOrderForm({ options, supplier }: NewOrderFormProps) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const articles = useOrderableArticles(supplier.proveedorId);
  const create = useCreateOrder();
  const submission = useIdempotentSubmit();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [serverLineErrors, setServerLineErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isPhone = !Grid.useBreakpoint().md;
  const today = dayjs(options.hoy);
  const guard = useLeaveGuard({ when: lines.length > 0, content: UNSAVED });
  const isFull = lines.length >= supplier.maxProductos;
  const isBusy = submission.isSubmitting;

  const forgetServerError = (articuloId: string) =>
    setServerLineErrors(({ [articuloId]: _gone, ...others }) => others);
  const changeQuantity = (articuloId: string, cantidad: string) => {
    setLines((all) => all.map((l) => (l.articuloId === articuloId ? { ...l, cantidad } : l)));
    forgetServerError(articuloId);
  };
  const remove = (articuloId: string) => {
    setLines((all) => all.filter((l) => l.articuloId !== articuloId));
    forgetServerError(articuloId);
  };

  const sortRefusal = (error: unknown, sent: readonly DraftLine[]): Refusal => {
    const refusal: Refusal = { fields: [], lines: {}, rest: [] };
    if (!isApiError(error) || !error.fields) return { ...refusal, rest: [errorText(error)] };
    for (const [field, message] of Object.entries(error.fields)) {
      const index = lineIndexOf(field);
      const line = index === undefined ? undefined : sent[index];
      if (line) refusal.lines[line.articuloId] ??= message;
      else if (field === 'fechaEstimada' || (field === 'sucursalId' && !options.sucursalPropia))
        refusal.fields.push({ name: field, errors: [message] });
      else if (!refusal.rest.includes(message)) refusal.rest.push(message);
    }
    return refusal;
  };

  const showRefusal = (error: unknown, sent: readonly DraftLine[]) => {
    const refusal = sortRefusal(error, sent);
    form.setFields(refusal.fields);
    setServerLineErrors(refusal.lines);
    setFailure(refusal.rest.length ? refusal.rest.join(' ') : null);
    const [firstField] = refusal.fields;
    const [firstLine] = Object.keys(refusal.lines);
    if (firstField) form.scrollToField(firstField.name, { focus: true, block: 'center' });
    else if (firstLine) document.getElementById(quantityInputId(firstLine))?.focus();
  };

  const submit = (values: FormValues) => {
    const wrong = lines.find((line) => cellQuantityError(line.cantidad));
    if (wrong) {
      document.getElementById(quantityInputId(wrong.articuloId))?.focus();
      return;
    }
    if (!values.fechaEstimada || !submission.begin()) return;
    setFailure(null);
    setServerLineErrors({});
    const sent = lines;
    const order: NewOrder = {
      proveedorId: supplier.proveedorId,
      fechaEstimada: values.fechaEstimada.format(ISO),
      lineas: sent.map((line) => ({ articuloId: line.articuloId, cantidad: quantityOf(line) })),
    };
    if (!options.sucursalPropia && values.sucursalId) order.sucursalId = values.sucursalId;
    create.mutate(
      { order, idempotencyKey: submission.key },
      {
        onSuccess: (result) => {
          guard.release();
          void navigate(`/Compras/orden/${result.data.pedidoId}`);
        },
        onError: (error) => {
          submission.fail();
          showRefusal(error, sent);
        },
      },
    );
  };

  const notPast = async (_rule: unknown, value: Dayjs | undefined) => {
    if (value?.isBefore(today, 'day')) throw new Error(ORDER_MESSAGES.pastDeliveryDate);
  };

  return (
    <>
      <Card variant="borderless" className="new-order-panel new-order-head">
        <div className="new-order-head__supplier">
          <div className="new-order-supplier__head">
            <h2 className="new-order-head__name">{supplier.nombre}</h2>
            {supplier.pideHoy && (
              <Tag color="green" className="new-order-tag">
                Recibe pedidos hoy
              </Tag>
            )}
          </div>
          <SupplierFacts supplier={supplier} />
        </div>
        <Button icon={<SwapOutlined aria-hidden />} onClick={() => void navigate(NEW_ORDER_PATH)}>
          Cambiar proveedor
        </Button>
      </Card>
      {!supplier.pideHoy && (
        <Alert
          className="new-order-notice"
          type="warning"
          showIcon
          title={otherDayText(supplier.dias)}
        />
      )}
      <Card variant="borderless" className="new-order-panel">
        <Form<FormValues>
          form={form}
          name="nuevo-pedido"
          layout="vertical"
          disabled={isBusy}
          initialValues={{
            fechaEstimada: supplier.fechaEntrega ? dayjs(supplier.fechaEntrega) : undefined,
          }}
          onFinish={submit}
        >
          <Row gutter={16}>
            <Col xs={24} md={12} lg={8}>
              {options.sucursalPropia ? (
                <Form.Item label="Sucursal">
                  <span className="new-order-branch">
                    {options.sucursalPropia.nombre} ({options.sucursalPropia.bodega})
                  </span>
                </Form.Item>
              ) : (
                <Form.Item
                  label="Sucursal"
                  name="sucursalId"
                  rules={[{ required: true, message: ORDER_MESSAGES.branchRequired }]}
                >
                  <Select<number>
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Seleccione la sucursal"
                    options={options.sucursales.map((s) => ({
                      value: s.sucursalId,
                      label: `${s.nombre} (${s.bodega})`,
                    }))}
                  />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12} lg={8}>
              <Form.Item
                label="Fecha de entrega"
                name="fechaEstimada"
                rules={[
                  { required: true, message: ORDER_MESSAGES.deliveryDateRequired },
                  { validator: notPast },
                ]}
              >
                <DatePicker
                  className="new-order-date"
                  format="DD/MM/YYYY"
                  placeholder="Seleccione la fecha"
                  disabledDate={(day) => day.isBefore(today, 'day')}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {isFull && (
          <Alert
            className="new-order-notice"
            type="info"
            showIcon
            title={ORDER_MESSAGES.maxProducts(supplier.maxProductos)}
          />
        )}
        {articles.isError && (
          <LoadFailure
            className="new-order-notice"
            title="No se pudieron cargar los productos del proveedor"
            error={articles.error}
            onRetry={() => void articles.refetch()}
          />
        )}
        <NewOrderAddLine
          articles={articles.data?.articulos}
          isLoading={articles.isPending}
          lines={lines}
          isFull={isFull}
          disabled={isBusy}
          onAdd={(line) => setLines((all) => [...all, line])}
        />
        <NewOrderLinesView
          lines={lines}
          errorOf={(line) => cellQuantityError(line.cantidad) ?? serverLineErrors[line.articuloId]}
          onQuantity={changeQuantity}
          onRemove={remove}
          isPhone={isPhone}
          disabled={isBusy}
        />
        <div className="new-order-footer">
          {failure && <Alert className="new-order-failure" type="error" showIcon title={failure} />}
          <NewOrderTotals lines={lines} />
          <Button
            type="primary"
            size="large"
            className="new-order-submit"
            icon={<SendOutlined aria-hidden />}
            disabled={lines.length === 0}
            loading={isBusy}
            onClick={() => form.submit()}
          >
            Crear pedido
          </Button>
        </div>
      </Card>
    </>
  );
}
