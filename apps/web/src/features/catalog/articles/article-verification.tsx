import { Alert, Button, Descriptions, Form, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  NewArticleSchema,
  type ArticleVerification,
  type SapItem,
} from '@jarvis/contracts/articles';
import { FIRST_FIELD } from '../../../components/ui/dialog-focus';
import { fieldError } from '../../../lib/form-rules';

const ALERT_TYPES = {
  disponible: 'success',
  registrado: 'info',
  inactivo: 'error',
  'no-encontrado': 'error',
} as const satisfies Record<ArticleVerification['resultado'], string>;

const codigoRule = {
  async validator(_rule: unknown, value: unknown) {
    const message = fieldError(NewArticleSchema, { articuloID: value ?? '' }, 'articuloID');
    if (message) throw new Error(message);
  },
};

type CodeFieldProps = { isVerifying: boolean; onVerify: () => void };

/** 'Código del artículo' and 'Verificar': SAP must have the code (any case) and it must be active. */
export function ArticleCodeField({ isVerifying, onVerify }: CodeFieldProps) {
  return (
    <Form.Item label="Código del artículo" required>
      <Space.Compact block>
        <Form.Item name="codigo" noStyle rules={[codigoRule]}>
          <Input
            aria-label="Código del artículo"
            placeholder="Código en SAP"
            {...FIRST_FIELD}
            onPressEnter={(event) => {
              // Enter verifies the code rather than submitting the whole form.
              event.preventDefault();
              onVerify();
            }}
          />
        </Form.Item>
        <Button icon={<SearchOutlined aria-hidden />} loading={isVerifying} onClick={onVerify}>
          Verificar
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** What the verification answered, in the server's words. */
export function VerificationResult({ result }: { result: ArticleVerification }) {
  return (
    <Alert
      className="art-verification"
      type={ALERT_TYPES[result.resultado]}
      showIcon
      title={result.mensaje}
      role={
        result.resultado === 'disponible' || result.resultado === 'registrado' ? 'status' : 'alert'
      }
    />
  );
}

/** The item as SAP has it; these fields are SAP's and are not edited here. */
export function SapItemFacts({ item }: { item: SapItem }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="art-sap-item"
      items={[
        { key: 'nombre', label: 'Nombre', children: item.nombre },
        { key: 'unidad', label: 'Unidad de compra', children: item.unidad },
        { key: 'venta', label: 'Unidad de venta', children: item.unidad_venta },
        {
          key: 'cantidad',
          label: 'Cantidad por unidad de compra',
          children: <span className="art-num">{item.cantidadCompra}</span>,
        },
      ]}
    />
  );
}
