import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CollaboratorPageSchema, type CollaboratorQuery } from '@jarvis/contracts/tickets';
import { api } from '../../lib/api-client';

export type CollaboratorParams = Required<Pick<CollaboratorQuery, 'alcance' | 'page' | 'size'>> & {
  marca?: string;
  buscar: string;
};

export const collaboratorKeys = {
  list: (params: CollaboratorParams) => ['tickets', 'colaboradores', params] as const,
};

function path({ marca, buscar, alcance, page, size }: CollaboratorParams): string {
  const query = new URLSearchParams({ alcance, page: String(page), size: String(size) });
  if (marca) query.set('marca', marca);
  if (buscar) query.set('buscar', buscar);
  return `/api/tickets/colaboradores?${query.toString()}`;
}

export function useCollaboratorTickets(params: CollaboratorParams) {
  return useQuery({
    queryKey: collaboratorKeys.list(params),
    queryFn: ({ signal }) => api.get(path(params), CollaboratorPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
