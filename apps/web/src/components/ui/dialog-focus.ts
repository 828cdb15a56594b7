/**
 * Props of a dialog's first field: focused as it mounts (`autoFocus`) and again once the dialog has
 * opened (`focusFirstField`, the Modal's afterOpenChange). Without the opening animation — for
 * whoever asked for less motion (components/ui/theme) — antd's focus lock moved the focus from it
 * to the dialog's close button.
 */
export const FIRST_FIELD = { autoFocus: true, 'data-first-field': '' } as const;

/** A Modal's afterOpenChange: once open, the focus is on its FIRST_FIELD, if it has one. */
export function focusFirstField(open: boolean): void {
  if (!open) return;
  const fields = document.querySelectorAll<HTMLElement>('.ant-modal [data-first-field]');
  const field = fields[fields.length - 1];
  if (field && document.activeElement !== field) field.focus({ preventScroll: true });
}
