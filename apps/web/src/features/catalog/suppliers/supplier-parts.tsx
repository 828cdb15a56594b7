import { Button, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { SupplierRow } from '@jarvis/contracts/suppliers';

/** Spec 2 §3: estado 1 active, 0 inactive. */
export function SupplierStateTag({ estado }: { estado: 0 | 1 }) {
  return estado === 1 ? (
    <Tag color="green" className="sup-tag">
      Activo
    </Tag>
  ) : (
    <Tag className="sup-tag">Inactivo</Tag>
  );
}

/** A long address breaks before the domain rather than anywhere. */
export function SupplierEmail({ correo }: { correo: string }) {
  const at = correo.lastIndexOf('@');
  if (at < 0) return <span className="sup-break">{correo}</span>;
  return (
    <span className="sup-break">
      {correo.slice(0, at)}
      <wbr />
      {correo.slice(at)}
    </span>
  );
}

type EditSupplierButtonProps = {
  supplier: SupplierRow;
  onEdit: (supplier: SupplierRow) => void;
  isBlock?: boolean;
};

/** Only on suppliers of the user's brand (spec 2 §2); the API refuses the others anyway. */
export function EditSupplierButton({ supplier, onEdit, isBlock }: EditSupplierButtonProps) {
  if (!supplier.puedeEditar) return null;
  return (
    <Button
      size={isBlock ? 'middle' : 'small'}
      block={isBlock}
      icon={<EditOutlined aria-hidden />}
      aria-label={`Editar ${supplier.nombre}`}
      onClick={() => onEdit(supplier)}
    >
      Editar
    </Button>
  );
}
