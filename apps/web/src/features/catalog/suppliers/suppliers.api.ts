import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  NewSupplierResultSchema,
  SUPPLIER_MESSAGES,
  SUPPLIER_PAGE_SIZE,
  SupplierPageSchema,
  SupplierVerificationSchema,
  type EditSupplier,
  type NewSupplier,
} from '@jarvis/contracts/suppliers';
import { api, isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';

/** A brand tab of a list; `marca` undefined lets the server open the user's own brand. */
export type BrandListParams = { marca: string | undefined; buscar: string; page: number };

export const supplierKeys = {
  all: ['catalog', 'suppliers'] as const,
  lists: () => [...supplierKeys.all, 'list'] as const,
  list: (params: BrandListParams) => [...supplierKeys.lists(), params] as const,
  verification: (codigo: string) => [...supplierKeys.all, 'verificacion', codigo] as const,
  schedules: () => [...supplierKeys.all, 'horarios'] as const,
  schedule: (params: BrandListParams) => [...supplierKeys.schedules(), params] as const,
};

export function listPath(
  base: string,
  { marca, buscar, page }: BrandListParams,
  size: number,
): string {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (marca) query.set('marca', marca);
  if (buscar) query.set('buscar', buscar);
  return `${base}?${query.toString()}`;
}

const verifyPath = (codigo: string) =>
  `/api/catalogo/proveedores/verificar/${encodeURIComponent(codigo)}`;

export function useSupplierList(params: BrandListParams) {
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) =>
      api.get(
        listPath('/api/catalogo/proveedores', params, SUPPLIER_PAGE_SIZE),
        SupplierPageSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The 'Nuevo' dialog asks on demand; the page reports a failure next to the code. */
export function useVerifySupplier() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (codigo: string) => api.get(verifyPath(codigo), SupplierVerificationSchema),
  });
}

/** /Proveedor/crear/{id}: SAP's record of the code, checked again each time the page opens. */
export function useSupplierVerification(codigo: string) {
  return useQuery({
    queryKey: supplierKeys.verification(codigo),
    queryFn: ({ signal }) => api.get(verifyPath(codigo), SupplierVerificationSchema, { signal }),
    enabled: codigo !== '',
    staleTime: 0,
    // The page shows the failure in place of the form.
    meta: { errorToast: false },
  });
}

/** The server's `successful` ('Proveedor creado') is the success toast; the page shows failures. */
export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: NewSupplier) =>
      api.post('/api/catalogo/proveedores', values, NewSupplierResultSchema),
    // Not the verification the page shows: it would turn to 'registrado' before the page leaves.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: supplierKeys.schedules() });
    },
  });
}

/**
 * Spec 2 §8: a refused edit shows the server's reason (another brand, changed meanwhile, a field);
 * anything else 'Error al actualizar proveedor'.
 */
export function toastUpdateError(error: unknown): void {
  if (isApiError(error) && error.isSessionOver) return;
  const isRefusal = isApiError(error) && error.status >= 400 && error.status < 500;
  toast.error(isRefusal ? errorText(error) : SUPPLIER_MESSAGES.updateFailed);
}

export function useUpdateSupplier(proveedorID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: EditSupplier) =>
      api.put(`/api/catalogo/proveedores/${proveedorID}`, values, SuccessSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.lists() }),
    onError: (error) => {
      toastUpdateError(error);
      // Someone else saved first: the list shows their version, to be edited again from there.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}
