import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import {
  ARTICLE_MESSAGES,
  LinkSuppliersSchema,
  NewArticleSchema,
  type LinkSuppliers,
  type NewArticle,
} from '@jarvis/contracts/articles';
import { priceInput } from '@jarvis/contracts/prices';
import { fieldError } from '../../../lib/form-rules';

/** The create-article form as antd holds it: checkboxes as booleans, the code still being typed. */
export type NewArticleValues = {
  codigo?: string;
  categoriaID?: number;
  asignarFicticio?: boolean;
  articuloID_ficticio?: string;
  generico?: boolean;
  ppd?: boolean;
  proveedores?: { proveedorID: number; precio: string }[];
};

/** What the form becomes on the wire, for the verified code. */
export function toNewArticle(values: NewArticleValues, articuloID: string): NewArticle {
  const asignarFicticio = values.asignarFicticio ?? false;
  return {
    articuloID,
    categoriaID: values.categoriaID as number,
    asignarFicticio,
    ...(asignarFicticio ? { articuloID_ficticio: values.articuloID_ficticio ?? '' } : {}),
    generico: values.generico ? 1 : 0,
    ppd: values.ppd ? 1 : 0,
    proveedores: values.proveedores ?? [],
  };
}

export const toLinkSuppliers = (values: NewArticleValues): LinkSuppliers => ({
  proveedores: values.proveedores ?? [],
});

/** A rule that reports the contract's message for `field` of the whole create payload. */
export function newArticleRule(articuloID: string, field: keyof NewArticle): FormRule {
  return ({ getFieldsValue }) => ({
    async validator() {
      const values = getFieldsValue(true) as NewArticleValues;
      const message = fieldError(NewArticleSchema, toNewArticle(values, articuloID), field);
      if (message) throw new Error(message);
    },
  });
}

/**
 * 'Ingrese el código ficticio' as soon as the box is ticked and the code is empty; the contract's
 * cross-field checks (length, same as SAP's) once the rest of the form is valid.
 */
export function ficticioRule(articuloID: string): FormRule {
  return ({ getFieldsValue }) => ({
    async validator(_rule, value: unknown) {
      const values = getFieldsValue(true) as NewArticleValues;
      if (!values.asignarFicticio) return;
      if (typeof value !== 'string' || !value.trim())
        throw new Error(ARTICLE_MESSAGES.ficticioRequired);
      const payload = toNewArticle({ ...values, articuloID_ficticio: value }, articuloID);
      const message = fieldError(NewArticleSchema, payload, 'articuloID_ficticio');
      if (message) throw new Error(message);
    },
  });
}

/** 'El artículo debe asignarse a 1 o más proveedores', and the list's own rules. */
export const supplierListRule = {
  async validator(_rule: unknown, list: unknown) {
    const result = LinkSuppliersSchema.safeParse({ proveedores: list ?? [] });
    const issue = result.error?.issues.find((i) => i.path.length === 1);
    if (issue) throw new Error(issue.message);
  },
};

export const priceRule: FormRule = {
  async validator(_rule, value: unknown) {
    const result = priceInput.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/** The safety net on submit: whatever the contract still refuses goes under its field. */
export function showIssues(form: FormInstance<NewArticleValues>, error: z.ZodError): void {
  form.setFields(
    error.issues.map((issue) => ({
      name: issue.path as (string | number)[],
      errors: [issue.message],
    })) as Parameters<FormInstance<NewArticleValues>['setFields']>[0],
  );
}
