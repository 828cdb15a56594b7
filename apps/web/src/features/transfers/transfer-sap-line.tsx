import { Typography } from 'antd';
import type { Transfer } from '@jarvis/contracts/transfers';
import { Instant } from '../../lib/business-time';

/** Where SAP stands with an accepted transfer's StockTransfer. */
export function SapLine({ transfer }: { transfer: Transfer }) {
  if (transfer.fechaProcesamientoSap)
    return (
      <Typography.Text type="secondary" className="transfer-small">
        {transfer.sap?.docNum ? `SAP #${String(transfer.sap.docNum)}` : 'En SAP'} ·{' '}
        <Instant iso={transfer.fechaProcesamientoSap} />
      </Typography.Text>
    );
  if (!transfer.sap) return null;
  return (
    <Typography.Text
      type={transfer.sap.estado === 'error' ? 'warning' : 'secondary'}
      className="transfer-small"
    >
      {transfer.sap.estado === 'error' ? 'SAP: en espera de reintento' : 'SAP: enviando'}
    </Typography.Text>
  );
}
