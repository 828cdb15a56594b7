import { Card } from 'antd';
import { ERP_DOCUMENT_TYPE_LABELS, type ErpDocument } from '@jarvis/contracts/erp';
import { CardList } from '../../components/ui/paged-list';
import { ErpStateTag, LastError, NextAttempt, RetryButton, SapNumber } from './erp-document-parts';
import type { ErpListViewProps } from './erp-documents-table';
import { Instant } from '../../lib/business-time';
import { originLabel, partyLabel } from './erp-format';

/** The documents on a phone: one card each, the table's facts stacked, nothing to scroll sideways. */
export function ErpDocumentCards(props: ErpListViewProps) {
  return (
    <CardList {...props} label="Documentos" className="erp-cards">
      {props.page?.items.map((doc) => (
        <li key={doc.documentoId}>
          <ErpDocumentCard doc={doc} />
        </li>
      ))}
    </CardList>
  );
}

function ErpDocumentCard({ doc }: { doc: ErpDocument }) {
  return (
    <Card size="small" className="erp-card">
      <div className="erp-card__head">
        <span className="erp-card__title">
          #{doc.documentoId} · {ERP_DOCUMENT_TYPE_LABELS[doc.tipo]}
        </span>
        <ErpStateTag estado={doc.estado} />
      </div>
      <dl className="erp-card__facts">
        <dt>Origen</dt>
        <dd>{originLabel(doc)}</dd>
        <dt>{partyLabel(doc.tipo)}</dt>
        <dd>{doc.cardCode}</dd>
        <dt>Intentos</dt>
        <dd>{doc.intentos}</dd>
        <dt>Documento SAP</dt>
        <dd>
          <SapNumber doc={doc} />
        </dd>
        <dt>Próximo intento</dt>
        <dd>
          <NextAttempt iso={doc.proximoIntento} />
        </dd>
        <dt>Actualizado</dt>
        <dd>
          <Instant iso={doc.actualizadoEn} />
        </dd>
      </dl>
      {(doc.ultimoError || doc.guardadoEnSap) && (
        <div className="erp-card__error">
          <span className="erp-card__label">Último error</span>
          <LastError doc={doc} />
        </div>
      )}
      <RetryButton doc={doc} isBlock />
    </Card>
  );
}
