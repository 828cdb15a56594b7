import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { MailMessageSchema, OutboxPageSchema } from '@jarvis/contracts/mail';
import { api } from '../../lib/api-client';
import { downloadAttachment, type AttachmentRef } from './download-attachment';

export type OutboxParams = { page: number; size: number };

export const mailKeys = {
  all: ['mail'] as const,
  outbox: (params: OutboxParams) => [...mailKeys.all, 'outbox', params] as const,
  message: (correoId: number) => [...mailKeys.all, 'message', correoId] as const,
};

export function useOutbox(params: OutboxParams) {
  return useQuery({
    queryKey: mailKeys.outbox(params),
    queryFn: ({ signal }) =>
      api.get(
        `/api/mail/outbox?${new URLSearchParams({ page: String(params.page), size: String(params.size) }).toString()}`,
        OutboxPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One message opened from 'Correos enviados': headers, text and attachments. */
export function useMailMessage(correoId: number) {
  return useQuery({
    queryKey: mailKeys.message(correoId),
    queryFn: ({ signal }) => api.get(`/api/mail/outbox/${correoId}`, MailMessageSchema, { signal }),
    // A pending message may leave, or fail, while it is open: read it afresh each time.
    staleTime: 0,
    meta: { errorToast: false },
  });
}

/** Failures show the server's message through the query client's error toast. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: (attachment: AttachmentRef) => downloadAttachment(attachment) });
}
