import { useState } from 'react';
import { Alert, Checkbox, Flex, Form, Input } from 'antd';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import {
  LinkSuppliersSchema,
  NewArticleSchema,
  type ArticleVerification,
} from '@jarvis/contracts/articles';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { isApiError } from '../../../lib/api-client';
import { errorText, showServerFieldErrors } from '../../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../../lib/use-dialog-guard';
import { ArticleCodeField, SapItemFacts, VerificationResult } from './article-verification';
import { toastFailure, useCreateArticle, useLinkSuppliers, useVerifyArticle } from './articles.api';
import { CategorySelect } from './category-select';
import {
  ficticioRule,
  newArticleRule,
  showIssues,
  toLinkSuppliers,
  toNewArticle,
  type NewArticleValues,
} from './new-article-values';
import { SupplierPricesField } from './supplier-prices-field';
import './article-dialogs.css';

type CreateArticleDialogProps = {
  open: boolean;
  /** The user's brand (the price list's marcaUsuario): whose suppliers may be assigned. */
  marca: string | null;
  onClose: () => void;
};

/** 'Crear artículo' from a SAP code, or more suppliers for one Jarvis already has (spec 2 §5). */
export function CreateArticleDialog({ open, marca, onClose }: CreateArticleDialogProps) {
  return (
    <FormDialog
      title="Crear artículo"
      open={open}
      onClose={onClose}
      width={640}
      unsaved="Los datos del artículo y sus proveedores se perderán."
    >
      {(guard) => <CreateArticleForm marca={marca} guard={guard} onDone={onClose} />}
    </FormDialog>
  );
}

type Verified = ArticleVerification & { codigo: string };

type CreateArticleFormProps = { marca: string | null; guard: DialogGuard; onDone: () => void };

function CreateArticleForm({ marca, guard, onDone }: CreateArticleFormProps) {
  const [form] = Form.useForm<NewArticleValues>();
  useGuardedForm(guard, form);
  const [verified, setVerified] = useState<Verified | null>(null);
  const verify = useVerifyArticle();
  const create = useCreateArticle();
  const link = useLinkSuppliers();
  const isFicticio = Form.useWatch('asignarFicticio', form) ?? false;
  const articuloID = verified?.articulo?.articuloID ?? verified?.codigo ?? '';
  // null until the code is verified: nothing can be sent before.
  const mode =
    verified?.resultado === 'disponible' || verified?.resultado === 'registrado'
      ? verified.resultado
      : null;

  const runVerify = async () => {
    const { codigo } = await form.validateFields(['codigo']).catch(() => ({ codigo: undefined }));
    if (!codigo) return;
    setVerified(null);
    verify.mutate(codigo.trim(), {
      onSuccess: (result) => {
        // Another code may be assigned to other suppliers: the list starts again.
        form.setFieldValue('proveedores', []);
        setVerified({ ...result, codigo: codigo.trim() });
      },
    });
  };

  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
    else toastFailure(error, COMMON_MESSAGES.internal);
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as NewArticleValues;
    if (mode === 'registrado') {
      const parsed = LinkSuppliersSchema.safeParse(toLinkSuppliers(values));
      if (!parsed.success) return showIssues(form, parsed.error);
      return link.mutate({ articuloID, ...parsed.data }, { onSuccess: onDone, onError: onFailure });
    }
    const parsed = NewArticleSchema.safeParse(toNewArticle(values, articuloID));
    if (!parsed.success) return showIssues(form, parsed.error);
    create.mutate(parsed.data, { onSuccess: onDone, onError: onFailure });
  };

  return (
    <Form
      form={form}
      name="article-create"
      layout="vertical"
      initialValues={{ asignarFicticio: false, generico: false, ppd: false, proveedores: [] }}
      // A new code must be verified again before anything else is offered.
      onValuesChange={(changed: NewArticleValues) => {
        if (!('codigo' in changed)) return;
        setVerified(null);
        verify.reset();
      }}
      onFinish={submit}
    >
      <ArticleCodeField isVerifying={verify.isPending} onVerify={() => void runVerify()} />
      {verify.isError && (
        <Alert type="error" showIcon title={errorText(verify.error)} className="art-verification" />
      )}
      {verified && <VerificationResult result={verified} />}
      {mode && verified?.articulo && <SapItemFacts item={verified.articulo} />}
      {mode === 'disponible' && (
        <>
          <Form.Item
            label="Categoría"
            name="categoriaID"
            required
            rules={[newArticleRule(articuloID, 'categoriaID')]}
          >
            <CategorySelect aria-label="Categoría" />
          </Form.Item>
          <Flex wrap gap="4px 24px" className="art-checks">
            <Form.Item name="asignarFicticio" valuePropName="checked" noStyle>
              <Checkbox>Asignar ficticio</Checkbox>
            </Form.Item>
            <Form.Item name="generico" valuePropName="checked" noStyle>
              <Checkbox>Genérico</Checkbox>
            </Form.Item>
            <Form.Item name="ppd" valuePropName="checked" noStyle>
              <Checkbox>PPD</Checkbox>
            </Form.Item>
          </Flex>
          {isFicticio && (
            <Form.Item
              label="Código ficticio"
              name="articuloID_ficticio"
              required
              rules={[ficticioRule(articuloID)]}
            >
              <Input />
            </Form.Item>
          )}
        </>
      )}
      {mode && <SupplierPricesField marca={marca} exclude={verified?.proveedoresAsignados ?? []} />}
      <FormActions
        onCancel={guard.cancel}
        saving={create.isPending || link.isPending}
        submitText={mode && (mode === 'registrado' ? 'Asignar proveedores' : 'Crear artículo')}
      />
    </Form>
  );
}
