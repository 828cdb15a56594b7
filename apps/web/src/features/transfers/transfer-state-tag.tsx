import { Tag } from 'antd';
import {
  TRANSFER_STATE_COLORS,
  TRANSFER_STATE_LABELS,
  type TransferState,
} from '@jarvis/contracts/transfers';

/** A transfer's state as every transfers screen shows it: the contracts' label and colour. */
export function TransferStateTag({ estado }: { estado: number }) {
  const state = estado as TransferState;
  return (
    <Tag color={TRANSFER_STATE_COLORS[state]} className="transfer-state">
      {TRANSFER_STATE_LABELS[state] ?? String(estado)}
    </Tag>
  );
}
