import { Form, Input } from 'antd';
import type { Employee } from '@jarvis/contracts/users';
import { errorText } from '../../lib/form-rules';
import type { NewUserValues } from './new-user-values';
import { useEmployeeLookup } from './users.api';

type EmployeeLookupFieldProps = {
  /** Called with the employee found, to fill the form from its record. */
  onFound: (employee: Employee) => void;
};

/** Optional 'Código de empleado': creates the user from an existing employee record. */
export function EmployeeLookupField({ onFound }: EmployeeLookupFieldProps) {
  const form = Form.useFormInstance<NewUserValues>();
  const lookup = useEmployeeLookup();
  const code = Form.useWatch<string | undefined>('codEmpleado')?.trim();
  const found = lookup.data?.codEmpleado === code ? lookup.data : undefined;

  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    lookup.mutate(trimmed, {
      onSuccess: onFound,
      onError: (error) => form.setFields([{ name: 'codEmpleado', errors: [errorText(error)] }]),
    });
  };

  return (
    <Form.Item
      label="Código de empleado"
      name="codEmpleado"
      extra={
        found
          ? `Datos de ${found.nombre} ${found.apellido} cargados`
          : 'Si la persona ya es empleado, búsquela por su código para completar sus datos'
      }
    >
      <Input.Search
        maxLength={10}
        autoComplete="off"
        enterButton="Buscar"
        loading={lookup.isPending}
        onSearch={search}
      />
    </Form.Item>
  );
}
