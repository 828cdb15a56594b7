import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import type { AdminPassword } from '@jarvis/contracts/passwords';
import { TOAST_SECONDS } from '@jarvis/contracts/shell';
import {
  BlockResultSchema,
  EmployeeSchema,
  MissingPermissionsSchema,
  NewUserResultSchema,
  UserFormOptionsSchema,
  UserPageSchema,
  UserPermissionsSchema,
  type NewUser,
  type UserBranch,
  type UserListQuery,
} from '@jarvis/contracts/users';
import { api, isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';

/** Which list: the Users screen or 'Usuarios Bloqueados'; both answer the same page shape. */
export type UserListScope = 'usuarios' | 'bloqueados';
export type UserListParams = Pick<UserListQuery, 'page' | 'size' | 'estado'> & { buscar: string };

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (scope: UserListScope, params: UserListParams) =>
    [...userKeys.lists(), scope, params] as const,
  formOptions: () => [...userKeys.all, 'form-options'] as const,
  permissions: (userID: number) => [...userKeys.all, userID, 'permisos'] as const,
  missing: (userID: number) => [...userKeys.all, userID, 'permisos-faltantes'] as const,
};

const LIST_PATHS: Record<UserListScope, string> = {
  usuarios: '/api/users',
  bloqueados: '/api/users/bloqueados',
};

function listPath(scope: UserListScope, { page, size, buscar, estado }: UserListParams): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (buscar) query.set('buscar', buscar);
  if (estado !== 'todos') query.set('estado', estado);
  return `${LIST_PATHS[scope]}?${query.toString()}`;
}

/** User administration failures stay on screen for 5 seconds (spec 1 §9). */
export function toastUserAdminError(error: unknown): void {
  if (isApiError(error) && error.isSessionOver) return;
  toast.error(errorText(error), TOAST_SECONDS.userAdminError);
}

/** After any change to a user the lists reload (spec 1 §4). */
const reloadLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKeys.lists() });

/** What a user list says when it has no row: a search that found nobody, or no users at all. */
export const usersEmptyText = (buscar: string) =>
  buscar ? 'Ningún usuario coincide con la búsqueda' : 'No hay usuarios';

export function useUserList(scope: UserListScope, params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(scope, params),
    queryFn: ({ signal }) => api.get(listPath(scope, params), UserPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserFormOptions() {
  return useQuery({
    queryKey: userKeys.formOptions(),
    queryFn: ({ signal }) => api.get('/api/users/form-options', UserFormOptionsSchema, { signal }),
  });
}

export function useUserPermissions(userID: number) {
  return useQuery({
    queryKey: userKeys.permissions(userID),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${userID}/permisos`, UserPermissionsSchema, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });
}

export function useMissingPermissions(userID: number) {
  return useQuery({
    queryKey: userKeys.missing(userID),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${userID}/permisos-faltantes`, MissingPermissionsSchema, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });
}

/** 'Código de empleado': the employee record to create the user from. */
export function useEmployeeLookup() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (codEmpleado: string) =>
      api.get(`/api/users/empleados/${encodeURIComponent(codEmpleado)}`, EmployeeSchema),
  });
}

/** 'Registro de Usuario'; from an access request, the same creation approves it (issue 51). */
export function useCreateUser(accessRequestId?: number) {
  const queryClient = useQueryClient();
  const path =
    accessRequestId === undefined
      ? '/api/users'
      : `/api/users/solicitudes/${accessRequestId}/aprobar`;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ values, idempotencyKey }: { values: NewUser; idempotencyKey: string }) =>
      api.post(path, values, NewUserResultSchema, { idempotencyKey }),
    onSuccess: () => reloadLists(queryClient),
  });
}

export function useTogglePermission(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ permisoID, isActive }: { permisoID: number; isActive: 0 | 1 }) =>
      api.put(`/api/users/permisos/${permisoID}`, { isActive }, SuccessSchema),
    onError: toastUserAdminError,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.permissions(userID) }),
        reloadLists(queryClient),
      ]),
  });
}

export function useAddPermission(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (optionMenuID: number) =>
      api.post(`/api/users/${userID}/permisos`, { optionMenuID }, SuccessSchema),
    onError: toastUserAdminError,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.missing(userID) }),
        queryClient.invalidateQueries({ queryKey: userKeys.permissions(userID) }),
        reloadLists(queryClient),
      ]),
  });
}

/** Spec 1 §8: the 'bloqueado' text is shown as an error, 'desbloqueado' as a success. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: ({ userID, vetado }: { userID: number; vetado: 0 | 1 }) =>
      api.put(`/api/users/${userID}/vetado`, { vetado }, BlockResultSchema),
    onError: toastUserAdminError,
    onSuccess: (result) => {
      if ('bloqueado' in result) toast.error(result.bloqueado, TOAST_SECONDS.userAdminError);
      else toast.success(result.desbloqueado);
      return reloadLists(queryClient);
    },
  });
}

/** 'Cambio de Sucursal': the user's branch and, in an office, the brand it buys for. */
export function useChangeBranch(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: UserBranch) =>
      api.put(`/api/users/${userID}/sucursal`, values, SuccessSchema),
    onSuccess: () => reloadLists(queryClient),
  });
}

export function useChangePassword(userID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: AdminPassword) =>
      api.put(`/api/users/${userID}/password`, values, SuccessSchema),
    onSuccess: () => reloadLists(queryClient),
  });
}

/** 'Restablecer inicio de sesión': the user's sign-in waits end at once. */
export function useClearSignIn(userID: number) {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () => api.post(`/api/users/${userID}/acceso`, undefined, SuccessSchema),
    onError: toastUserAdminError,
  });
}
