import { useState } from 'react';
import { Alert, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { RedoOutlined, SyncOutlined } from '@ant-design/icons';
import {
  ERP_DOCUMENT_STATE_COLORS,
  ERP_DOCUMENT_STATE_LABELS,
  ERP_PAGE_MESSAGES,
  type ErpDocument,
} from '@jarvis/contracts/erp';
import { useFormatInstant } from '../../lib/business-time';
import { canRetry, relativeToNow } from './erp-format';
import { useRetryErpDocument } from './erp.api';
import { TechnicalDetail } from './erp-technical-detail';

/** The facts the table's columns and the phone's cards both show, written once. */

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function ErpStateTag({ estado }: Pick<ErpDocument, 'estado'>) {
  return (
    <Tag
      color={ERP_DOCUMENT_STATE_COLORS[estado]}
      icon={estado === 'enviando' ? <SyncOutlined spin aria-hidden /> : undefined}
      className="erp-tag"
    >
      {ERP_DOCUMENT_STATE_LABELS[estado]}
    </Tag>
  );
}

/** SAP's DocNum is what Compras and Contabilidad look up; DocEntry is the key IT asks for. */
export function SapNumber({ doc }: { doc: ErpDocument }) {
  const formatInstant = useFormatInstant();
  if (doc.docNum === null) return none;
  const details = [
    doc.docEntry !== null && `DocEntry ${doc.docEntry}`,
    doc.registradoEn && `Registrado el ${formatInstant(doc.registradoEn)}`,
  ].filter(Boolean);
  return (
    <Tooltip title={details.join(' · ')}>
      <span className="erp-docnum" tabIndex={0}>
        {doc.docNum}
      </span>
    </Tooltip>
  );
}

/**
 * The last failure in Spanish, SAP's or the network's own words behind a toggle. A document SAP
 * holds but Jarvis could not mark comes first and loud: retrying will not create it twice, but IT
 * has to know.
 */
export function LastError({ doc, isClamped = false }: { doc: ErpDocument; isClamped?: boolean }) {
  if (!doc.ultimoError && !doc.guardadoEnSap) return none;
  // The alert already says it.
  const message =
    doc.guardadoEnSap && doc.ultimoError === ERP_PAGE_MESSAGES.savedNotRecorded
      ? null
      : doc.ultimoError;
  return (
    <Flex vertical gap={6} className="erp-error">
      {doc.guardadoEnSap && (
        <Alert type="warning" showIcon title={ERP_PAGE_MESSAGES.savedNotRecorded} />
      )}
      {message &&
        (isClamped ? (
          <ClampedText text={message} />
        ) : (
          <span className="erp-error__text">{message}</span>
        ))}
      <TechnicalDetail detail={doc.ultimoErrorDetalle} />
    </Flex>
  );
}

/** Two lines in a table cell; a click (or Enter) shows the rest, the tooltip shows it on hover. */
function ClampedText({ text }: { text: string }) {
  const [isOpen, setOpen] = useState(false);
  const toggle = () => setOpen((open) => !open);
  return (
    <Tooltip title={isOpen ? undefined : text} placement="topLeft">
      <span
        role="button"
        tabIndex={0}
        aria-expanded={isOpen}
        className={`erp-error__text${isOpen ? '' : ' erp-error__text--clamped'}`}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            toggle();
          }
        }}
      >
        {text}
      </span>
    </Tooltip>
  );
}

/** When the sweeper tries again: how soon, and the moment itself (on hover where space is short). */
export function NextAttempt({
  iso,
  isCompact = false,
}: {
  iso: string | null;
  isCompact?: boolean;
}) {
  const formatInstant = useFormatInstant();
  if (!iso) return none;
  if (isCompact)
    return (
      <Tooltip title={formatInstant(iso)}>
        <span tabIndex={0}>{relativeToNow(iso)}</span>
      </Tooltip>
    );
  return (
    <span>
      {relativeToNow(iso)}{' '}
      <Typography.Text type="secondary" className="erp-nowrap">
        ({formatInstant(iso)})
      </Typography.Text>
    </span>
  );
}

export function RetryButton({ doc, isBlock = false }: { doc: ErpDocument; isBlock?: boolean }) {
  const retry = useRetryErpDocument();
  if (!canRetry(doc.estado)) return null;
  return (
    <Button
      size="small"
      block={isBlock}
      icon={<RedoOutlined aria-hidden />}
      loading={retry.isPending}
      aria-label={`Reintentar documento ${doc.documentoId}`}
      onClick={() => retry.mutate(doc.documentoId)}
    >
      Reintentar
    </Button>
  );
}
