import { Descriptions, Form, Input, type FormRule } from 'antd';
import {
  PRICE_MESSAGES,
  PRICE_EXTRA_MESSAGES,
  PriceChangeSchema,
  type PriceChange,
  type SupplierPrice,
} from '@jarvis/contracts/prices';
import { parseDecimal } from '@jarvis/contracts/catalog';
import { FIRST_FIELD } from '../../../components/ui/dialog-focus';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { isApiError } from '../../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../../lib/use-dialog-guard';
import { toastFailure } from '../articles/articles.api';
import { priceText } from './price-parts';
import { useChangePrice } from './prices.api';
import '../articles/article-dialogs.css';

type PriceDialogProps = {
  row: SupplierPrice;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
};

/** 'Cambiar precio' of one supplier link (spec 2 §5 New price). */
export function PriceDialog({ row, open, onClose, afterClose }: PriceDialogProps) {
  return (
    <FormDialog
      title="Cambiar precio"
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      width={480}
      unsaved="El precio nuevo que escribió se perderá."
    >
      {(guard) => (
        <>
          <Descriptions
            size="small"
            column={1}
            className="art-summary"
            items={[
              {
                key: 'articulo',
                label: 'Artículo',
                children: `${row.articuloID} · ${row.articulo}`,
              },
              { key: 'proveedor', label: 'Proveedor', children: row.proveedor },
              { key: 'unidad', label: 'Unidad', children: row.unidad },
              {
                key: 'precio',
                label: 'Precio actual',
                children: <span className="art-num art-price">{priceText(row.precio)}</span>,
              },
            ]}
          />
          <PriceForm row={row} guard={guard} onDone={onClose} />
        </>
      )}
    </FormDialog>
  );
}

type FormValues = { precio: string };

/** The same price again is no change: said before sending it. */
const differsFrom = (current: string): FormRule => ({
  async validator(_rule, value: unknown) {
    const parsed = parseDecimal(value);
    if (parsed?.eq(current)) throw new Error(PRICE_EXTRA_MESSAGES.same);
  },
});

type PriceFormProps = { row: SupplierPrice; guard: DialogGuard; onDone: () => void };

function PriceForm({ row, guard, onDone }: PriceFormProps) {
  const [form] = Form.useForm<FormValues>();
  useGuardedForm(guard, form);
  const change = useChangePrice(row.id);

  const submit = ({ precio }: FormValues) => {
    const values: PriceChange = PriceChangeSchema.parse({ precio, version: row.version });
    change.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
        else toastFailure(error, PRICE_MESSAGES.updateFailed);
      },
    });
  };

  return (
    <Form form={form} name="price-change" layout="vertical" onFinish={submit}>
      <Form.Item
        label="Precio nuevo"
        name="precio"
        required
        rules={[...zodRules(PriceChangeSchema, 'precio'), differsFrom(row.precio)]}
      >
        <Input
          prefix="$"
          inputMode="decimal"
          className="art-num"
          {...FIRST_FIELD}
          placeholder="0.0000"
        />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={change.isPending} />
    </Form>
  );
}
