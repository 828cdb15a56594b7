import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Radio, Skeleton, Steps, Tag } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import {
  INVENTORY_MESSAGES as M,
  INVENTORY_TYPE_LABELS,
  type InventoryOptions,
  type InventoryType,
} from '@jarvis/contracts/inventory';
import { PageHeader } from '../../components/ui/page-header';
import { LoadFailure } from '../../components/ui/load-failure';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { formatDate, orderPath } from './inventory-format';
import { useCreateInventory, useInventoryOptions } from './inventory.api';
import './inventory.css';

type PageProps = { route: { nombre: string } };

const TYPE_HELP: Record<InventoryType, string> = {
  1: 'Conteo de cada día. Al terminarlo queda aprobado.',
  2: 'Los martes. Al terminarlo pasa a revisión del gerente.',
  3: 'El último día del mes. Al terminarlo pasa a revisión del gerente.',
};

/** What stops a count of the date, in the spec's words, with what to settle first. */
function Blockers({ options }: { options: InventoryOptions }) {
  if (options.existente)
    return <Alert type="warning" showIcon title={M.dateExists} description={options.existente} />;
  const { pedidos, traslados } = options.pendientes;
  if (pedidos.length === 0 && !traslados) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={M.pendingWork}
      description={
        <ul className="inventory-blockers">
          {pedidos.length > 0 && (
            <li>
              Pedidos abiertos o sin entregar:{' '}
              {pedidos.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <Link to={orderPath(id)}>#{id}</Link>
                </span>
              ))}
            </li>
          )}
          {traslados && (
            <li>
              Traslados abiertos o pendientes:{' '}
              <Link to="/Traslados/Mis-traslados">ver traslados</Link>
            </li>
          )}
        </ul>
      }
    />
  );
}

/**
 * /Inventario/crear (spec 3 §2, §5): two steps. The date (15 days back through today), with what
 * stops a count of it; then the type, the date's suggestion chosen, a type another count blocks
 * shown with why. The API checks everything again when the count is created.
 */
export function InventoryCreatePage({ route }: PageProps) {
  const [step, setStep] = useState(0);
  const [fecha, setFecha] = useState<string>();
  const [tipo, setTipo] = useState<InventoryType>();
  const [problem, setProblem] = useState<{ field: 'fecha' | 'tipo' | 'form'; text: string }>();
  const options = useInventoryOptions(fecha);
  const create = useCreateInventory();
  const submission = useIdempotentSubmit();
  const navigate = useNavigate();
  const data = options.data;
  const day = fecha ?? data?.hoy;
  const blocked =
    !data ||
    data.existente !== null ||
    data.pendientes.pedidos.length > 0 ||
    data.pendientes.traslados;
  const chosen =
    tipo ??
    (data?.tipos.find((t) => t.tipo === data.sugerido)?.disponible
      ? (data.sugerido as InventoryType)
      : undefined);

  const submit = async () => {
    if (!data || !day) return;
    if (chosen === undefined) {
      setProblem({ field: 'tipo', text: M.typeRequired });
      return;
    }
    if (!submission.begin()) return;
    setProblem(undefined);
    try {
      const result = await create.mutateAsync({
        inventory: { tipo: chosen, fecha: day },
        idempotencyKey: submission.key,
      });
      void navigate(`/Inventario/vista/${String(result.inventarioId)}`);
    } catch (error) {
      submission.fail();
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields?.fecha) {
        setStep(0);
        setProblem({ field: 'fecha', text: fields.fecha });
      } else if (fields?.tipo) setProblem({ field: 'tipo', text: fields.tipo });
      else setProblem({ field: 'form', text: errorText(error) });
      void options.refetch();
    }
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Elija la fecha y el tipo de conteo de su sucursal"
        extra={
          <Button
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={() => void navigate('/Inventario')}
          >
            Volver
          </Button>
        }
      />
      <Card variant="borderless" className="inventory-panel inventory-wizard">
        <Steps
          current={step}
          size="small"
          className="inventory-wizard__steps"
          items={[{ title: 'Fecha' }, { title: 'Tipo de inventario' }]}
        />
        {options.isPending ? (
          <Skeleton active />
        ) : options.isError && !data ? (
          <LoadFailure
            title="No se pudo preparar el formulario"
            error={options.error}
            onRetry={() => void options.refetch()}
          />
        ) : data && step === 0 ? (
          <Form layout="vertical" className="inventory-wizard__body" onFinish={() => setStep(1)}>
            <p className="inventory-wizard__branch">
              Sucursal <strong>{data.sucursal.nombre}</strong> ({data.sucursal.bodega})
            </p>
            <Form.Item
              label="Fecha del inventario"
              required
              validateStatus={problem?.field === 'fecha' ? 'error' : undefined}
              help={problem?.field === 'fecha' ? problem.text : undefined}
            >
              <DatePicker
                className="inventory-wizard__date"
                format="DD/MM/YYYY"
                allowClear={false}
                value={day ? dayjs(day) : undefined}
                disabledDate={(d) => d.isBefore(data.desde, 'day') || d.isAfter(data.hoy, 'day')}
                onChange={(value) => {
                  setProblem(undefined);
                  setTipo(undefined);
                  setFecha(value ? value.format('YYYY-MM-DD') : undefined);
                }}
                aria-label="Fecha del inventario"
              />
            </Form.Item>
            <div className="inventory-wizard__facts" aria-live="polite">
              {options.isFetching && options.isPlaceholderData ? (
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              ) : (
                <Blockers options={data} />
              )}
            </div>
            <div className="inventory-wizard__actions">
              <Button
                type="primary"
                htmlType="submit"
                icon={<ArrowRightOutlined aria-hidden />}
                iconPlacement="end"
                disabled={blocked || options.isPlaceholderData}
              >
                Siguiente
              </Button>
            </div>
          </Form>
        ) : data ? (
          <div className="inventory-wizard__body">
            <p className="inventory-wizard__branch">
              {data.sucursal.nombre} · <strong>{formatDate(data.fecha)}</strong>
            </p>
            <Radio.Group
              className="inventory-types"
              value={chosen}
              onChange={(e) => {
                setProblem(undefined);
                setTipo(e.target.value as InventoryType);
              }}
              aria-label="Tipo de inventario"
            >
              {data.tipos.map((t) => (
                <Radio
                  key={t.tipo}
                  value={t.tipo}
                  disabled={!t.disponible}
                  className="inventory-type"
                >
                  <span className="inventory-type__name">
                    {INVENTORY_TYPE_LABELS[t.tipo as InventoryType]}
                    {t.tipo === data.sugerido && <Tag color="blue">Sugerido</Tag>}
                  </span>
                  <span className="inventory-type__help">
                    {t.motivo ?? TYPE_HELP[t.tipo as InventoryType]}
                  </span>
                </Radio>
              ))}
            </Radio.Group>
            {problem && problem.field !== 'fecha' && (
              <Alert
                type="error"
                showIcon
                title={problem.text}
                className="inventory-failure"
                role="alert"
              />
            )}
            <div className="inventory-wizard__actions">
              <Button onClick={() => setStep(0)} icon={<ArrowLeftOutlined aria-hidden />}>
                Anterior
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined aria-hidden />}
                loading={submission.isSubmitting}
                onClick={() => void submit()}
              >
                Crear inventario
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
    </>
  );
}
