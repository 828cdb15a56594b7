import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useDialogGuard, type DialogGuard } from '../../lib/use-dialog-guard';
import { focusFirstField } from './dialog-focus';

export type FormDialogProps = {
  title: ReactNode;
  open: boolean;
  /** Closes it: after a save, or once the user agreed to lose what they typed. */
  onClose: () => void;
  /** After the closing animation: the page forgets what the dialog showed. */
  afterClose?: () => void;
  width: number;
  /** What is lost, said in the question asked before closing with unsaved work. */
  unsaved: string;
  /** The form, handed the guard it registers with and its 'Cancelar' calls. */
  children: (guard: DialogGuard) => ReactNode;
};

/**
 * A dialog that holds a form: no footer of its own (the form ends with FormActions), and its X,
 * Escape and a click outside ask '¿Cerrar sin guardar?' before `unsaved` work is lost
 * (useDialogGuard). Closed, it keeps nothing: the next opening starts from the form's first values.
 */
export function FormDialog({
  title,
  open,
  onClose,
  afterClose,
  width,
  unsaved,
  children,
}: FormDialogProps) {
  const guard = useDialogGuard(onClose, unsaved, open);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={guard.cancel}
      afterClose={afterClose}
      afterOpenChange={focusFirstField}
      footer={null}
      width={width}
      destroyOnHidden
    >
      {children(guard)}
    </Modal>
  );
}
