import { Alert, Button, Form, Input, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ARTICLE_EXTRA_MESSAGES } from '@jarvis/contracts/articles';
import { errorText } from '../../../lib/form-rules';
import { priceRule, supplierListRule, type NewArticleValues } from './new-article-values';
import { useBrandSuppliers } from '../prices/prices.api';

type SupplierPricesFieldProps = {
  /** The user's brand: only its active suppliers are offered. */
  marca: string | null;
  /** Suppliers the article already has (a registered article): not offered again. */
  exclude?: readonly number[];
};

/** Office users without a brand consult prices but assign no suppliers. */
export const NO_BRAND_TEXT = ARTICLE_EXTRA_MESSAGES.noBrand;

/**
 * The suppliers the article is assigned to, each with its price. A supplier is picked from the list
 * to add its row, so a row always names one and none repeats.
 */
export function SupplierPricesField({ marca, exclude = [] }: SupplierPricesFieldProps) {
  const form = Form.useFormInstance<NewArticleValues>();
  const suppliers = useBrandSuppliers(marca);
  const nameOf = (id: number) =>
    suppliers.data?.find((s) => s.proveedorID === id)?.nombre ?? `#${id}`;

  if (marca === null) return <Alert type="warning" showIcon title={NO_BRAND_TEXT} />;
  if (suppliers.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudieron cargar los proveedores"
        description={errorText(suppliers.error)}
      />
    );

  return (
    <Form.List name="proveedores" rules={[supplierListRule]}>
      {(fields, { add, remove }, { errors }) => {
        const chosen = fields.map(
          (field) => form.getFieldValue(['proveedores', field.name, 'proveedorID']) as number,
        );
        const options = (suppliers.data ?? [])
          .filter((s) => !exclude.includes(s.proveedorID) && !chosen.includes(s.proveedorID))
          .map((s) => ({ value: s.proveedorID, label: `${s.nombre} (${s.codigo})` }));
        return (
          <fieldset className="art-suppliers">
            <legend className="art-suppliers__legend">Proveedores y precios</legend>
            {fields.map((field, index) => {
              const nombre = nameOf(chosen[index] ?? 0);
              return (
                <div key={field.key} className="art-supplier-row">
                  <span className="art-supplier-row__name">{nombre}</span>
                  <Form.Item
                    name={[field.name, 'precio']}
                    rules={[priceRule]}
                    className="art-supplier-row__price"
                  >
                    <Input
                      prefix="$"
                      inputMode="decimal"
                      placeholder="0.0000"
                      aria-label={`Precio de ${nombre}`}
                      className="art-num"
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Quitar ${nombre}`}
                    onClick={() => remove(field.name)}
                  />
                </div>
              );
            })}
            <Select<number>
              className="art-suppliers__add"
              aria-label="Agregar proveedor"
              placeholder="Agregar proveedor"
              value={null}
              loading={suppliers.isPending}
              options={options}
              notFoundContent="No hay más proveedores de su marca"
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(proveedorID) => add({ proveedorID, precio: '' })}
            />
            <Form.ErrorList errors={errors} />
          </fieldset>
        );
      }}
    </Form.List>
  );
}
