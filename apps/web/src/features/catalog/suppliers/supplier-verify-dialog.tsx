import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { ArrowRightOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  SUPPLIER_CODE_MAX,
  SupplierCodeParamsSchema,
  type SupplierVerification,
  type VerificationResult,
} from '@jarvis/contracts/suppliers';
import { FIRST_FIELD, focusFirstField } from '../../../components/ui/dialog-focus';
import { errorText, zodRules } from '../../../lib/form-rules';
import { supplierCreatePath } from './supplier-paths';
import { useVerifySupplier } from './suppliers.api';

export const ALERT_TYPE_BY_RESULT: Record<VerificationResult, 'success' | 'warning' | 'error'> = {
  disponible: 'success',
  registrado: 'warning',
  inactivo: 'warning',
  'otra-marca': 'warning',
  'sin-marca': 'warning',
  'no-encontrado': 'error',
};

type SupplierVerifyDialogProps = { open: boolean; onClose: () => void };

/** 'Nuevo': the SAP code is checked first; only a code that can be added goes on to the form. */
export function SupplierVerifyDialog({ open, onClose }: SupplierVerifyDialogProps) {
  return (
    <Modal
      title="Nuevo proveedor"
      open={open}
      onCancel={onClose}
      afterOpenChange={focusFirstField}
      footer={null}
      width={520}
      destroyOnHidden
    >
      <VerifyForm onClose={onClose} />
    </Modal>
  );
}

type CodeValues = { codigo: string };

function VerifyForm({ onClose }: { onClose: () => void }) {
  const verify = useVerifySupplier();
  const navigate = useNavigate();
  const result = verify.data;

  const submit = ({ codigo }: CodeValues) =>
    verify.mutate(SupplierCodeParamsSchema.parse({ codigo }).codigo);

  return (
    <Form<CodeValues>
      name="supplier-verify"
      layout="vertical"
      onFinish={submit}
      // A result belongs to the code it answered: typing another one hides it.
      onValuesChange={() => verify.reset()}
    >
      <Typography.Paragraph type="secondary">
        Se comprueba en SAP que el proveedor exista, esté activo y sea de su marca, y que no esté
        registrado ya en ella.
      </Typography.Paragraph>
      <Form.Item label="Código del proveedor" required>
        <Flex gap={8}>
          <Form.Item name="codigo" noStyle rules={zodRules(SupplierCodeParamsSchema, 'codigo')}>
            <Input
              aria-label="Código del proveedor"
              placeholder="Ej. PSW0010"
              maxLength={SUPPLIER_CODE_MAX}
              autoComplete="off"
              {...FIRST_FIELD}
            />
          </Form.Item>
          <Button
            htmlType="submit"
            icon={<SearchOutlined aria-hidden />}
            loading={verify.isPending}
          >
            Verificar
          </Button>
        </Flex>
      </Form.Item>
      {result && <VerificationAlert verification={result} />}
      {verify.isError && (
        <Alert
          type="error"
          showIcon
          className="sup-verify__result"
          title={errorText(verify.error)}
        />
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>Cancelar</Button>
        {result?.resultado === 'disponible' && result.proveedor && (
          <Button
            type="primary"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
            onClick={() => void navigate(supplierCreatePath(result.proveedor?.codigo ?? ''))}
          >
            Crear proveedor
          </Button>
        )}
      </Flex>
    </Form>
  );
}

function VerificationAlert({ verification }: { verification: SupplierVerification }) {
  const { proveedor } = verification;
  return (
    <Alert
      type={ALERT_TYPE_BY_RESULT[verification.resultado]}
      showIcon
      role="status"
      className="sup-verify__result"
      title={verification.mensaje}
      description={proveedor && `${proveedor.codigo} · ${proveedor.nombre}`}
    />
  );
}
