import { downloadFile } from '../../lib/download';

export type AttachmentRef = { correoId: number; indice: number; filename: string };

export const attachmentPath = ({ correoId, indice }: AttachmentRef) =>
  `/api/mail/outbox/${correoId}/adjuntos/${indice}`;

/** Saves an attachment of the outbox, named as the server says or else as the list shows it. */
export async function downloadAttachment(attachment: AttachmentRef): Promise<void> {
  return downloadFile(attachmentPath(attachment), attachment.filename);
}
