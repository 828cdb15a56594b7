import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Modal,
  Skeleton,
  Typography,
} from 'antd';
import { CheckOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import {
  RECENT_WASTES,
  WASTE_MESSAGES as M,
  WASTE_REASON_MAX,
  type NewWaste,
  type WasteOptions,
} from '@jarvis/contracts/waste';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { ArticleSearchSelect, type PickedArticle } from '../../components/ui/article-search-select';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { useHoldsRoute } from '../../lib/session-queries';
import { toast } from '../../lib/toast';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { useDebounced } from '../../lib/use-debounced';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import {
  formatDate,
  formatQuantity,
  quantityError,
  quantityValue,
  WasteStateTag,
} from './waste-format';
import { useCreateWaste, useRecentWastes, useWasteArticles, useWasteOptions } from './waste.api';
import './waste.css';

type PageProps = { route: { nombre: string } };
type FormValues = { fecha?: Dayjs; comentario?: string };
type DraftLine = { articuloId: string; nombre: string; unidad: string; cantidad: number };

const ISO = 'YYYY-MM-DD';
const ARTICLE_ID = 'desecho-articulo';
const QUANTITY_ID = 'desecho-cantidad';
const ADD_ERROR_ID = 'desecho-agregar-error';
const UNSAVED = 'El desecho aún no se ha registrado; si sale, se pierden los artículos agregados.';

/**
 * /Desechos (spec 3 §2, §5 Waste item form): on the left 'Desechos de inventario' — the date (not
 * after today) and the reason, kept while articles are added ('Iniciar', then 'Agregar'); on the
 * right the articles to throw away with 'Listo', or, while there are none, the last three wastes.
 * 'Listo' asks once and records the waste with all its lines in one request.
 */
export function WasteHomePage({ route }: PageProps) {
  const options = useWasteOptions();
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Registre lo que su sucursal desecha y por qué" />
      {options.isPending ? (
        <Card variant="borderless" className="waste-panel">
          <Skeleton active />
        </Card>
      ) : options.isError ? (
        <LoadFailure
          title="No se pudo preparar el formulario"
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <WasteForm options={options.data} />
      )}
    </>
  );
}

function WasteForm({ options }: { options: WasteOptions }) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateWaste();
  const submission = useIdempotentSubmit();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PickedArticle>();
  const [cantidad, setCantidad] = useState('');
  const [addError, setAddError] = useState<string>();
  const [confirming, setConfirming] = useState<NewWaste>();
  const [failure, setFailure] = useState<string>();
  const term = useDebounced(typed, 250);
  const articles = useWasteArticles(term);
  useLeaveGuard({ when: lines.length > 0, content: UNSAVED });
  const hoy = dayjs(options.hoy);

  const add = async () => {
    // Date and reason first: they are kept for every article added after.
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (picked && lines.some((l) => l.articuloId.toUpperCase() === picked.value.toUpperCase())) {
      toast.error(M.repeatedArticle, 1);
      return;
    }
    const problem = !picked ? M.required : quantityError(cantidad);
    if (problem || !picked) {
      setAddError(problem);
      return;
    }
    setLines((all) => [
      ...all,
      {
        articuloId: picked.value,
        nombre: picked.nombre,
        unidad: picked.unidad,
        cantidad: quantityValue(cantidad),
      },
    ]);
    setPicked(undefined);
    setTyped('');
    setCantidad('');
    setAddError(undefined);
    setFailure(undefined);
    document.getElementById(ARTICLE_ID)?.focus();
  };

  const clear = () => {
    setLines([]);
    setPicked(undefined);
    setCantidad('');
    setAddError(undefined);
    setFailure(undefined);
    form.resetFields();
  };

  const review = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!values.fecha || !values.comentario) return;
    setFailure(undefined);
    setConfirming({
      fecha: values.fecha.format(ISO),
      comentario: values.comentario.trim(),
      lineas: lines.map((l) => ({ articuloId: l.articuloId, cantidad: l.cantidad })),
    });
  };

  const send = () => {
    if (!confirming || !submission.begin()) return;
    create.mutate(
      { waste: confirming, idempotencyKey: submission.key },
      {
        onSuccess: () => {
          setConfirming(undefined);
          clear();
          submission.renew();
        },
        onError: (error) => {
          submission.fail();
          setConfirming(undefined);
          if (isApiError(error) && error.fields) {
            const fields = Object.entries(error.fields);
            form.setFields(
              fields
                .filter(([name]) => name === 'fecha' || name === 'comentario')
                .map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })),
            );
            const rest = fields.filter(([name]) => name !== 'fecha' && name !== 'comentario');
            setFailure(rest.length ? [...new Set(rest.map(([, m]) => m))].join(' ') : undefined);
          } else setFailure(errorText(error));
        },
      },
    );
  };

  const offered = (articles.data?.articulos ?? []).filter(
    (a) => !lines.some((l) => l.articuloId.toUpperCase() === a.articuloId.toUpperCase()),
  );

  return (
    <div className="waste-home">
      <Card variant="borderless" className="waste-panel" title="Desechos de inventario">
        <Form<FormValues>
          form={form}
          name="desecho"
          layout="vertical"
          initialValues={{ fecha: hoy }}
          disabled={submission.isSubmitting}
          onFinish={() => void add()}
        >
          <div className="waste-form__head">
            <Form.Item label="Fecha" name="fecha" rules={[{ required: true, message: M.required }]}>
              <DatePicker
                className="waste-form__date"
                format="DD/MM/YYYY"
                allowClear={false}
                disabledDate={(day) => day.isAfter(hoy, 'day')}
              />
            </Form.Item>
            <Form.Item
              label="Comentario"
              name="comentario"
              rules={[{ required: true, whitespace: true, message: M.required }]}
            >
              <Input
                maxLength={WASTE_REASON_MAX}
                placeholder="¿Por qué se desecha? Ej.: producto vencido"
              />
            </Form.Item>
          </div>
          <div className="waste-add">
            <div className="waste-add__article">
              <label htmlFor={ARTICLE_ID}>Artículo</label>
              <ArticleSearchSelect
                id={ARTICLE_ID}
                offered={offered}
                isSearching={articles.isFetching}
                typed={typed}
                onTyped={setTyped}
                term={term}
                picked={picked}
                onPick={(chosen) => {
                  setPicked(chosen);
                  setAddError(undefined);
                }}
                hasError={Boolean(addError) && !picked}
                describedBy={addError ? ADD_ERROR_ID : undefined}
              />
            </div>
            <div className="waste-add__quantity">
              <label htmlFor={QUANTITY_ID}>Cantidad</label>
              <Input
                id={QUANTITY_ID}
                inputMode="decimal"
                placeholder="0"
                value={cantidad}
                status={addError && picked ? 'error' : undefined}
                aria-describedby={addError ? ADD_ERROR_ID : undefined}
                suffix={<span className="waste-unit">{picked?.unidad}</span>}
                onChange={(event) => {
                  setCantidad(event.target.value);
                  setAddError(undefined);
                }}
                onPressEnter={() => void add()}
              />
            </div>
            <Button
              className="waste-add__button"
              type={lines.length === 0 ? 'primary' : 'default'}
              icon={<PlusOutlined aria-hidden />}
              htmlType="submit"
            >
              {lines.length === 0 ? 'Iniciar' : 'Agregar'}
            </Button>
          </div>
          {addError && (
            <div id={ADD_ERROR_ID} role="alert" className="waste-add__error">
              {addError}
            </div>
          )}
        </Form>
      </Card>
      {lines.length === 0 ? (
        <RecentWastes />
      ) : (
        <Card
          variant="borderless"
          className="waste-panel"
          title="Artículos a desechar"
          extra={
            <Typography.Text type="secondary">
              {lines.length} {lines.length === 1 ? 'artículo' : 'artículos'}
            </Typography.Text>
          }
        >
          <ul className="waste-draft" aria-label="Artículos a desechar">
            {lines.map((line) => (
              <li key={line.articuloId} className="waste-draft__line">
                <div className="waste-draft__article">
                  <span className="waste-draft__name">{line.nombre}</span>
                  <span className="waste-small">{line.articuloId}</span>
                </div>
                <span className="waste-num">
                  {formatQuantity(line.cantidad)} {line.unidad}
                </span>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Quitar ${line.nombre}`}
                  disabled={submission.isSubmitting}
                  onClick={() =>
                    setLines((all) => all.filter((l) => l.articuloId !== line.articuloId))
                  }
                />
              </li>
            ))}
          </ul>
          {failure && <Alert className="waste-failure" type="error" showIcon title={failure} />}
          <div className="waste-draft__actions">
            <Button onClick={clear} disabled={submission.isSubmitting}>
              Cancelar
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              onClick={() => void review()}
            >
              Listo
            </Button>
          </div>
        </Card>
      )}
      <Modal
        title="Confirmar desecho"
        open={confirming !== undefined}
        onCancel={() => !submission.isSubmitting && setConfirming(undefined)}
        closable={!submission.isSubmitting}
        mask={{ closable: !submission.isSubmitting }}
        footer={[
          <Button
            key="cancelar"
            disabled={submission.isSubmitting}
            onClick={() => setConfirming(undefined)}
          >
            Cancelar
          </Button>,
          <Button key="aceptar" type="primary" loading={submission.isSubmitting} onClick={send}>
            {submission.isSubmitting ? 'Procesando...' : 'Aceptar'}
          </Button>,
        ]}
      >
        <p>{M.confirmCreate}</p>
        {confirming && (
          <dl className="waste-confirm">
            <dt>Sucursal</dt>
            <dd>
              {options.sucursal.nombre} ({options.sucursal.bodega})
            </dd>
            <dt>Fecha</dt>
            <dd>{formatDate(confirming.fecha)}</dd>
            <dt>Comentario</dt>
            <dd>{confirming.comentario}</dd>
            <dt>Artículos</dt>
            <dd>{confirming.lineas.length}</dd>
          </dl>
        )}
      </Modal>
    </div>
  );
}

/** 'Desechos recientes': the branch's last three, newest first, and 'Ver más'. */
function RecentWastes() {
  const recent = useRecentWastes();
  const holdsList = useHoldsRoute('Desechos/lista');
  return (
    <Card
      variant="borderless"
      className="waste-panel"
      title="Desechos recientes"
      extra={holdsList && <Link to="/Desechos/lista">Ver más</Link>}
    >
      {recent.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : recent.isError ? (
        <Alert type="error" showIcon title="No se pudieron cargar los desechos recientes" />
      ) : recent.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noRecent} />
      ) : (
        <ul className="waste-recent" aria-label="Desechos recientes">
          {recent.data.items.slice(0, RECENT_WASTES).map((w) => (
            <li key={w.desechoId} className="waste-recent__item">
              <div className="waste-recent__head">
                <span className="waste-recent__reason">{w.comentario}</span>
                <WasteStateTag estado={w.estado} nombre={w.nombreEstado} />
              </div>
              <Typography.Text type="secondary" className="waste-small">
                #{w.desechoId} · {formatDate(w.fecha)} · {w.lineas.length}{' '}
                {w.lineas.length === 1 ? 'artículo' : 'artículos'}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
