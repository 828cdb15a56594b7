import { Fragment, useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import {
  TRANSFER_MESSAGES as M,
  TRANSFER_TRANSITIONS,
  type Transfer,
  type TransferLine,
} from '@jarvis/contracts/transfers';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { Instant } from '../../lib/business-time';
import { formatDate, formatQuantity, quantityError, quantityValue } from './transfer-format';
import { SapLine } from './transfer-sap-line';
import { TransferStateTag } from './transfer-state-tag';
import { useMoveTransfer } from './transfers.api';

/** What the 'Artículos' dialog is open for: the origin sending, the requester receiving, or a look. */
export type QuantitiesMode = 'enviar' | 'recibir' | 'ver';

/**
 * Spec 3 §2: the list scrolls inside a 20rem box from 3 items when receiving, 4 when sending (and
 * when only looking), so that the dialog's buttons stay in sight.
 */
const SCROLL_FROM: Record<QuantitiesMode, number> = { recibir: 3, enviar: 4, ver: 4 };

const TITLES: Record<QuantitiesMode, string> = {
  enviar: 'Artículos a enviar',
  recibir: 'Artículos recibidos',
  ver: 'Artículos',
};

const fieldName = (line: TransferLine) => `q${String(line.trasladoDetalleId)}`;

/** Where each editable quantity starts: what was asked when sending, what was sent when receiving. */
const startOf = (line: TransferLine, mode: 'enviar' | 'recibir') =>
  formatQuantity(mode === 'enviar' ? line.cantidad : (line.cantidadEnviada ?? line.cantidad));

type DialogProps = {
  transfer: Transfer | undefined;
  mode: QuantitiesMode;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
};

/** 'Artículos' (spec 3 §2): a transfer's lines with their quantities; the step's column is typed. */
export function TransferQuantitiesDialog({
  transfer,
  mode,
  open,
  onClose,
  afterClose,
}: DialogProps) {
  const title = transfer ? (
    <span className="transfer-dialog__title">
      {TITLES[mode]} · Traslado #{transfer.trasladoId} <TransferStateTag estado={transfer.estado} />
    </span>
  ) : (
    TITLES[mode]
  );
  if (mode === 'ver' || !transfer)
    return (
      <Modal
        title={title}
        open={open}
        onCancel={onClose}
        afterClose={afterClose}
        width={640}
        footer={<Button onClick={onClose}>Cerrar</Button>}
      >
        {transfer && (
          <>
            <TransferFacts transfer={transfer} />
            <LineList transfer={transfer} mode="ver" />
          </>
        )}
      </Modal>
    );
  return (
    <FormDialog
      title={title}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      width={640}
      unsaved="Las cantidades que escribió no se guardarán."
    >
      {(guard) => <StepForm transfer={transfer} mode={mode} guard={guard} onDone={onClose} />}
    </FormDialog>
  );
}

type StepFormProps = {
  transfer: Transfer;
  mode: 'enviar' | 'recibir';
  guard: DialogGuard;
  onDone: () => void;
};

function StepForm({ transfer, mode, guard, onDone }: StepFormProps) {
  const [form] = Form.useForm<Record<string, string>>();
  useGuardedForm(guard, form);
  const move = useMoveTransfer();
  const [failure, setFailure] = useState<string>();

  const submit = (values: Record<string, string>) => {
    setFailure(undefined);
    move.mutate(
      {
        trasladoId: transfer.trasladoId,
        action: mode,
        step: {
          version: transfer.version,
          lineas: transfer.lineas.map((line) => ({
            trasladoDetalleId: line.trasladoDetalleId,
            cantidad: quantityValue(values[fieldName(line)] ?? ''),
          })),
        },
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          // Someone else moved it first: the list now shows it as it stands.
          if (isApiError(error) && error.status === 409) {
            toast.error(error.message);
            onDone();
            return;
          }
          setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name={`traslado-${mode}`}
      layout="vertical"
      onFinish={submit}
      disabled={move.isPending}
      initialValues={Object.fromEntries(
        transfer.lineas.map((line) => [fieldName(line), startOf(line, mode)]),
      )}
    >
      <p className="transfer-dialog__hint">
        {mode === 'enviar'
          ? `Escriba cuánto envía de cada artículo a ${transfer.destino.nombre}.`
          : `Escriba cuánto recibió de cada artículo de ${transfer.origen.nombre}.`}
      </p>
      <LineList transfer={transfer} mode={mode} />
      {failure && (
        <Alert className="transfer-dialog__failure" type="error" showIcon title={failure} />
      )}
      <FormActions
        onCancel={guard.cancel}
        saving={move.isPending}
        submitText={TRANSFER_TRANSITIONS[mode].etiqueta}
      />
    </Form>
  );
}

/** Who asked, sent, received or annulled it and when, and where SAP stands. */
function TransferFacts({ transfer }: { transfer: Transfer }) {
  const steps = [
    { label: 'Solicitado por', who: transfer.solicitadoPor, when: null },
    { label: 'Enviado por', who: transfer.enviadoPor, when: transfer.fechaAprobacion },
    { label: 'Recibido por', who: transfer.recibidoPor, when: transfer.fechaFinalizacion },
    { label: 'Anulado por', who: transfer.anuladoPor, when: transfer.fechaAnulacion },
  ].filter((s) => s.who !== null);
  return (
    <dl className="transfer-facts">
      <dt>Traslado</dt>
      <dd>
        {transfer.origen.nombre} → {transfer.destino.nombre} · {formatDate(transfer.fecha)}
      </dd>
      {steps.map((s) => (
        <Fragment key={s.label}>
          <dt>{s.label}</dt>
          <dd>
            {s.who}
            {s.when && (
              <>
                {' · '}
                <Instant iso={s.when} />
              </>
            )}
          </dd>
        </Fragment>
      ))}
      {(transfer.sap || transfer.fechaProcesamientoSap) && (
        <>
          <dt>SAP</dt>
          <dd>
            <SapLine transfer={transfer} />
          </dd>
        </>
      )}
    </dl>
  );
}

function LineList({ transfer, mode }: { transfer: Transfer; mode: QuantitiesMode }) {
  const scrolls = transfer.lineas.length >= SCROLL_FROM[mode];
  if (transfer.lineas.length === 0) return <p className="transfer-dialog__hint">{M.noLines}</p>;
  return (
    <ul
      className={`transfer-lines${scrolls ? ' transfer-lines--scroll' : ''}`}
      aria-label="Artículos del traslado"
      // A scrolling box is reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={scrolls ? 0 : undefined}
    >
      {transfer.lineas.map((line) => (
        <li key={line.trasladoDetalleId} className="transfer-line">
          <div className="transfer-line__article">
            <span className="transfer-line__name">{line.nombre}</span>
            <span className="transfer-line__meta">
              {line.articuloId} · {line.unidad}
            </span>
          </div>
          <dl className="transfer-line__facts">
            <div>
              <dt>Pedida</dt>
              <dd>{formatQuantity(line.cantidad)}</dd>
            </div>
            {mode !== 'enviar' && (
              <div>
                <dt>Enviada</dt>
                <dd>{formatQuantity(line.cantidadEnviada)}</dd>
              </div>
            )}
            {mode === 'ver' && (
              <div>
                <dt>Recibida</dt>
                <dd
                  className={
                    line.cantidadRecibida !== null &&
                    line.cantidadEnviada !== null &&
                    Number(line.cantidadRecibida) !== Number(line.cantidadEnviada)
                      ? 'transfer-line__differs'
                      : undefined
                  }
                >
                  {formatQuantity(line.cantidadRecibida)}
                </dd>
              </div>
            )}
          </dl>
          {mode !== 'ver' && (
            <Form.Item
              className="transfer-line__input"
              name={fieldName(line)}
              label={mode === 'enviar' ? 'Enviada' : 'Recibida'}
              rules={[
                {
                  validator: async (_rule, value: string | undefined) => {
                    const problem = quantityError(value ?? '', 'counted');
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <Input
                inputMode="decimal"
                aria-label={`${mode === 'enviar' ? 'Cantidad enviada' : 'Cantidad recibida'} de ${line.nombre}`}
                className="transfer-num"
              />
            </Form.Item>
          )}
        </li>
      ))}
    </ul>
  );
}
