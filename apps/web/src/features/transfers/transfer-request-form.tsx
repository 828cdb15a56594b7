import { useState } from 'react';
import { Alert, Button, DatePicker, Empty, Form, Input, Modal, Select } from 'antd';
import { DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  TRANSFER_MESSAGES as M,
  type NewTransfer,
  type TransferOptions,
} from '@jarvis/contracts/transfers';
import { ArticleSearchSelect, type PickedArticle } from '../../components/ui/article-search-select';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { useDebounced } from '../../lib/use-debounced';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { formatDate, formatQuantity, quantityError, quantityValue } from './transfer-format';
import { useCreateTransfer, useTransferArticles } from './transfers.api';

type FormValues = { origenId?: number; fecha?: Dayjs };
type DraftLine = { articuloId: string; nombre: string; unidad: string; cantidad: number };

const ISO = 'YYYY-MM-DD';
const ARTICLE_ID = 'traslado-articulo';
const QUANTITY_ID = 'traslado-cantidad';
const ADD_ERROR_ID = 'traslado-agregar-error';
const UNSAVED = 'El traslado aún no se ha solicitado; si sale, se pierden los artículos agregados.';

/**
 * 'Solicitar traslado' (spec 3 §2, §5 New transfer line): the branch asked (its brand's other active
 * branches), the date (the last 15 days through today), the articles of the active catalogue with
 * their quantities, then the confirm dialog. One request however often 'Aceptar' is pressed.
 */
export function TransferRequestForm({ options }: { options: TransferOptions }) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateTransfer();
  const submission = useIdempotentSubmit();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PickedArticle>();
  const [cantidad, setCantidad] = useState('');
  const [addError, setAddError] = useState<string>();
  const [confirming, setConfirming] = useState<NewTransfer>();
  const [failure, setFailure] = useState<string>();
  const term = useDebounced(typed, 250);
  const articles = useTransferArticles(term);
  useLeaveGuard({ when: lines.length > 0, content: UNSAVED });
  const hoy = dayjs(options.hoy);
  const desde = dayjs(options.desde);

  const add = () => {
    const problem = !picked
      ? M.required
      : lines.some((l) => l.articuloId.toUpperCase() === picked.value.toUpperCase())
        ? M.repeatedArticle
        : quantityError(cantidad, 'requested');
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

  const review = (values: FormValues) => {
    if (lines.length === 0) {
      setFailure(M.noLines);
      return;
    }
    if (!values.origenId || !values.fecha) return;
    setFailure(undefined);
    setConfirming({
      origenId: values.origenId,
      fecha: values.fecha.format(ISO),
      lineas: lines.map((l) => ({ articuloId: l.articuloId, cantidad: l.cantidad })),
    });
  };

  const send = () => {
    if (!confirming || !submission.begin()) return;
    create.mutate(
      { transfer: confirming, idempotencyKey: submission.key },
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
                .filter(([name]) => name === 'origenId' || name === 'fecha')
                .map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })),
            );
            const rest = fields.filter(([name]) => name !== 'origenId' && name !== 'fecha');
            setFailure(rest.length ? [...new Set(rest.map(([, m]) => m))].join(' ') : undefined);
          } else setFailure(errorText(error));
        },
      },
    );
  };

  const origin = options.origenes.find((o) => o.sucursalId === confirming?.origenId);
  const offered = (articles.data?.articulos ?? []).filter(
    (a) => !lines.some((l) => l.articuloId.toUpperCase() === a.articuloId.toUpperCase()),
  );

  return (
    <>
      <Form<FormValues>
        form={form}
        name="solicitar-traslado"
        layout="vertical"
        className="transfer-request"
        initialValues={{ fecha: hoy }}
        disabled={submission.isSubmitting}
        onFinish={review}
      >
        <div className="transfer-request__head">
          <Form.Item
            label="Sucursal de origen"
            name="origenId"
            rules={[{ required: true, message: M.required }]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="¿A qué sucursal pide?"
              options={options.origenes.map((o) => ({
                value: o.sucursalId,
                label: `${o.nombre} (${o.bodega})`,
              }))}
              notFoundContent="No hay sucursales de su marca a las que pedir"
            />
          </Form.Item>
          <Form.Item label="Fecha" name="fecha" rules={[{ required: true, message: M.required }]}>
            <DatePicker
              className="transfer-request__date"
              format="DD/MM/YYYY"
              allowClear={false}
              disabledDate={(day) => day.isBefore(desde, 'day') || day.isAfter(hoy, 'day')}
            />
          </Form.Item>
        </div>
        <div className="transfer-add">
          <div className="transfer-add__article">
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
              showUnit
            />
          </div>
          <div className="transfer-add__quantity">
            <label htmlFor={QUANTITY_ID}>Cantidad</label>
            <Input
              id={QUANTITY_ID}
              inputMode="decimal"
              placeholder="0"
              value={cantidad}
              status={addError && picked ? 'error' : undefined}
              aria-describedby={addError ? ADD_ERROR_ID : undefined}
              // Always there (empty until an article is chosen): antd loses the focus otherwise.
              suffix={<span className="transfer-unit">{picked?.unidad}</span>}
              onChange={(event) => {
                setCantidad(event.target.value);
                setAddError(undefined);
              }}
              onPressEnter={add}
            />
          </div>
          <Button
            className="transfer-add__button"
            icon={<PlusOutlined aria-hidden />}
            onClick={add}
          >
            Agregar
          </Button>
        </div>
        {addError && (
          <div id={ADD_ERROR_ID} role="alert" className="transfer-add__error">
            {addError}
          </div>
        )}
        {lines.length === 0 ? (
          <Empty
            className="transfer-request__empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={M.noLines}
          />
        ) : (
          <ul className="transfer-draft" aria-label="Productos por solicitar">
            {lines.map((line) => (
              <li key={line.articuloId} className="transfer-draft__line">
                <div className="transfer-line__article">
                  <span className="transfer-line__name">{line.nombre}</span>
                  <span className="transfer-line__meta">
                    {line.articuloId} · {line.unidad}
                  </span>
                </div>
                <span className="transfer-num transfer-draft__quantity">
                  {formatQuantity(String(line.cantidad))}
                </span>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Quitar ${line.nombre}`}
                  onClick={() =>
                    setLines((all) => all.filter((l) => l.articuloId !== line.articuloId))
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {failure && (
          <Alert className="transfer-request__failure" type="error" showIcon title={failure} />
        )}
        <div className="transfer-request__actions">
          <Button onClick={clear} disabled={lines.length === 0 || submission.isSubmitting}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />}>
            Solicitar traslado
          </Button>
        </div>
      </Form>
      <Modal
        title="Confirmar traslado"
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
          <dl className="transfer-confirm">
            <dt>Origen</dt>
            <dd>{origin ? `${origin.nombre} (${origin.bodega})` : '—'}</dd>
            <dt>Destino</dt>
            <dd>
              {options.propia.nombre} ({options.propia.bodega})
            </dd>
            <dt>Fecha</dt>
            <dd>{formatDate(confirming.fecha)}</dd>
            <dt>Artículos</dt>
            <dd>{confirming.lineas.length}</dd>
          </dl>
        )}
      </Modal>
    </>
  );
}
