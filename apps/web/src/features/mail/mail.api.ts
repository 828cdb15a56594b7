import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { OutboxPageSchema } from '@jarvis/contracts/mail';
import { api } from '../../lib/api-client';
import { downloadAttachment, type AttachmentRef } from './download-attachment';

export type OutboxParams = { page: number; size: number };

export const mailKeys = {
  all: ['mail'] as const,
  outbox: (params: OutboxParams) => [...mailKeys.all, 'outbox', params] as const,
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

/** Failures show the server's message through the query client's error toast. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: (attachment: AttachmentRef) => downloadAttachment(attachment) });
}
