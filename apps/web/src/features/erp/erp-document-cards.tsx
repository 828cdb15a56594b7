import { Card, Empty, Pagination, Spin } from 'antd';
import { ERP_DOCUMENT_TYPE_LABELS, type ErpDocument } from '@jarvis/contracts/erp';
import { listTotalText } from '../../components/ui/list-total';
import { ErpStateTag, LastError, NextAttempt, RetryButton, SapNumber } from './erp-document-parts';
import { EMPTY_TEXT, type ErpListViewProps } from './erp-documents-table';
import { Instant } from '../../lib/business-time';
import { originLabel } from './erp-format';

/** The documents on a phone: one card each, the table's facts stacked, nothing to scroll sideways. */
export function ErpDocumentCards(props: ErpListViewProps) {
  const { page, currentPage, pageSize, isLoading, onPageChange } = props;
  if (page.items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />;
  return (
    <Spin spinning={isLoading}>
      <ul className="erp-cards" aria-label="Documentos">
        {page.items.map((doc) => (
          <li key={doc.documentoId}>
            <ErpDocumentCard doc={doc} />
          </li>
        ))}
      </ul>
      {page.total > pageSize && (
        <Pagination
          className="erp-cards__pagination"
          size="small"
          current={currentPage}
          pageSize={pageSize}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => listTotalText(total, page.totalIsCapped)}
          onChange={onPageChange}
        />
      )}
    </Spin>
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
        <dt>Proveedor</dt>
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
