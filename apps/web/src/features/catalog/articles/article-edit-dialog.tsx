import { Col, Form, Input, Row, Typography } from 'antd';
import {
  ARTICLE_MESSAGES,
  EditArticleSchema,
  type Article,
  type EditArticle,
} from '@jarvis/contracts/articles';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { isApiError } from '../../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../../lib/form-rules';
import { useGuardedForm, type DialogGuard } from '../../../lib/use-dialog-guard';
import { limitText } from './article-parts';
import { toastFailure, useEditArticle } from './articles.api';
import { CategorySelect } from './category-select';

/** The row being edited; kept while the modal closes so the closing animation has content. */
export type EditState = { article: Article; open: boolean };

type ArticleEditDialogProps = {
  state: EditState | null;
  onClose: () => void;
  afterClose: () => void;
};

export function ArticleEditDialog({ state, onClose, afterClose }: ArticleEditDialogProps) {
  if (!state) return null;
  const { article, open } = state;
  return (
    <FormDialog
      title={
        <span>
          Editar artículo{' '}
          <Typography.Text type="secondary" className="art-modal-sub">
            {article.articuloID}
          </Typography.Text>
        </span>
      }
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      width={560}
      unsaved="Los cambios al artículo se perderán."
    >
      {(guard) => <ArticleEditForm article={article} guard={guard} onDone={onClose} />}
    </FormDialog>
  );
}

const rules = (field: Extract<keyof EditArticle, string>) => zodRules(EditArticleSchema, field);

type ArticleEditFormProps = { article: Article; guard: DialogGuard; onDone: () => void };

function ArticleEditForm({ article, guard, onDone }: ArticleEditFormProps) {
  const [form] = Form.useForm<EditArticle>();
  useGuardedForm(guard, form);
  const edit = useEditArticle(article.articuloID);
  const initialValues: EditArticle = {
    nombre: article.nombre,
    unidad_compra: article.unidad,
    unidad_venta: article.unidad_venta,
    minIngresoInv: limitText(article.minIngresoInv),
    maxIngresoInv: limitText(article.maxIngresoInv),
    categoriaID: article.categoriaID,
    version: article.version,
  };

  const submit = (values: EditArticle) =>
    edit.mutate(EditArticleSchema.parse({ ...values, version: article.version }), {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
        else toastFailure(error, ARTICLE_MESSAGES.updateFailed);
      },
    });

  return (
    <Form
      form={form}
      name="article-edit"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
    >
      <Form.Item label="Nombre" name="nombre" required rules={rules('nombre')}>
        <Input maxLength={150} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Unidad de compra"
            name="unidad_compra"
            required
            rules={rules('unidad_compra')}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Unidad de venta"
            name="unidad_venta"
            required
            rules={rules('unidad_venta')}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Mínimo de ingreso"
            name="minIngresoInv"
            required
            dependencies={['maxIngresoInv']}
            rules={rules('minIngresoInv')}
          >
            <Input inputMode="decimal" className="art-num" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Máximo de ingreso"
            name="maxIngresoInv"
            required
            rules={rules('maxIngresoInv')}
          >
            <Input inputMode="decimal" className="art-num" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Categoría" name="categoriaID" required rules={rules('categoriaID')}>
        <CategorySelect current={article.categoriaID} />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={edit.isPending} />
    </Form>
  );
}
