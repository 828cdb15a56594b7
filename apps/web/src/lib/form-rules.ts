import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { isApiError } from './api-client';

/**
 * antd rules that validate one field with the contract's zod schema, so the form shows exactly the
 * messages the API would answer. The whole form is parsed (not just the field) so that cross-field
 * refinements such as "passwords match" report on the field they name.
 */
export function zodRules<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: Extract<keyof z.input<S>, string>,
): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      async validator(_rule, value: unknown) {
        const message = fieldError(
          schema,
          { ...(getFieldsValue(true) as Record<string, unknown>), [field]: value },
          field,
        );
        if (message) throw new Error(message);
      },
    }),
  ];
}

/** The first contract message for `field` when `values` are parsed, or undefined when it is valid. */
export function fieldError(
  schema: z.ZodType,
  values: Record<string, unknown>,
  field: string,
): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Puts the API's per-field validation messages under the fields they name. */
export function showServerFieldErrors<V>(form: FormInstance<V>, error: unknown): void {
  if (!isApiError(error) || !error.fields) return;
  const fields = Object.entries(error.fields).map(([name, message]) => ({
    name,
    errors: [message],
  }));
  form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
}

/** The Spanish text to show for any failure. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : COMMON_MESSAGES.internal;
}
