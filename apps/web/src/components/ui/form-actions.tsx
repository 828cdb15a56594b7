import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import './form-actions.css';

type FormActionsProps = {
  /** 'Cancelar': a dialog's guard (which asks before typed work is lost), or leaving the screen. */
  onCancel: () => void;
  /** The form is being sent: its button shows it and a second press sends nothing. */
  saving: boolean;
  /** The submit button's text, 'Guardar' unless the form says otherwise; `null`: no submit button
   * while nothing can be sent yet. */
  submitText?: ReactNode;
  cancelDisabled?: boolean;
};

/** A form's buttons at its end, on the right: 'Cancelar', then the primary one that submits it. */
export function FormActions({
  onCancel,
  saving,
  submitText = 'Guardar',
  cancelDisabled = false,
}: FormActionsProps) {
  return (
    <Flex justify="flex-end" gap={8} wrap className="form-actions">
      <Button onClick={onCancel} disabled={cancelDisabled}>
        Cancelar
      </Button>
      {submitText && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
      )}
    </Flex>
  );
}
