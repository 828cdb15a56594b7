import { Tag, Tooltip } from 'antd';
import type { OutboxItem } from '@jarvis/contracts/mail';
import { useFormatInstant } from '../../lib/business-time';

const STATE_TAGS: Record<OutboxItem['estado'], { color: string; label: string }> = {
  enviado: { color: 'green', label: 'Enviado' },
  pendiente: { color: 'gold', label: 'Pendiente' },
  error: { color: 'red', label: 'Error' },
};

/** The state; why it failed, or when it left, on hover. */
export function MailStateTag({ mail }: { mail: OutboxItem }) {
  const formatDate = useFormatInstant();
  const { color, label } = STATE_TAGS[mail.estado];
  const tag = <Tag color={color}>{label}</Tag>;
  if (mail.estado === 'error' && mail.error) return <Tooltip title={mail.error}>{tag}</Tooltip>;
  if (mail.enviadoEn)
    return <Tooltip title={`Enviado el ${formatDate(mail.enviadoEn)}`}>{tag}</Tooltip>;
  return tag;
}
