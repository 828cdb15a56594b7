import { Form, Select } from 'antd';
import type { UserFormOptions } from '@jarvis/contracts/users';

/**
 * 'Marca de compras': the brand an office user buys for. Empty is 'Ninguna'; a restaurant's user has
 * its branch's brand, so the forms show this only for an office branch.
 */
export function BrandField({ options }: { options: Pick<UserFormOptions, 'marcas'> }) {
  return (
    <Form.Item
      label="Marca de compras"
      name="marcaID"
      extra="Para el personal de oficina que compra para una marca"
    >
      <Select<number>
        allowClear
        placeholder="Ninguna"
        options={options.marcas.map((marca) => ({ value: marca.id, label: marca.nombre }))}
      />
    </Form.Item>
  );
}
