import { App, Switch, Tag, Typography } from 'antd';
import { EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { ARTICLE_MESSAGES, LIMIT_DECIMALS, type Article } from '@jarvis/contracts/articles';
import { PRICE_MESSAGES } from '@jarvis/contracts/prices';
import { fixed } from '@jarvis/contracts/catalog';
import { ActionButton } from '../../../components/ui/action-button';
import {
  toastFailure,
  useSetArticleBlock,
  useSetArticleEstado,
  useSetArticlePpd,
  type ArticleScope,
} from './articles.api';

const A = ARTICLE_MESSAGES;

export const limitText = (value: string) => fixed(value, LIMIT_DECIMALS);

/** SAP's code, and the ficticio code the branches order with when it has one. */
export function ArticleCode({ article }: { article: Article }) {
  return (
    <span className="art-code">
      <Typography.Text strong>{article.articuloID}</Typography.Text>
      {article.articuloID_ficticio && (
        <Typography.Text type="secondary" className="art-small">
          Ficticio: {article.articuloID_ficticio}
        </Typography.Text>
      )}
    </span>
  );
}

/** The purchase unit and how many sale units it holds: 'CAJA × 24.0000 UNIDAD'. */
export function ArticleUnits({ article }: { article: Article }) {
  return (
    <span className="art-code">
      <span>{article.unidad}</span>
      <Typography.Text type="secondary" className="art-small">
        × {article.cantidadCompra} {article.unidad_venta}
      </Typography.Text>
    </span>
  );
}

export function BlockedTag({ article }: { article: Article }) {
  if (article.isActive === 1) return null;
  return (
    <Tag color="error" icon={<LockOutlined aria-hidden />} className="art-tag">
      {A.blocked}
    </Tag>
  );
}

/** Disabling an article switches off every supplier link it has, so both directions ask first. */
export function ArticleEstadoSwitch({ article }: { article: Article }) {
  const { modal } = App.useApp();
  const setEstado = useSetArticleEstado();
  const isOn = article.estado === 1;
  const confirm = () =>
    modal.confirm({
      title: isOn ? '¿Desactivar el artículo?' : '¿Activar el artículo?',
      content: (
        <>
          <p className="art-confirm__name">
            {article.articuloID} · {article.nombre}
          </p>
          {isOn && <p>Se desactivará para todos sus proveedores ({article.proveedores}).</p>}
        </>
      ),
      okText: isOn ? 'Desactivar' : 'Activar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: isOn },
      onOk: () =>
        setEstado
          .mutateAsync({ articuloID: article.articuloID, value: isOn ? 0 : 1 })
          .catch((error: unknown) => toastFailure(error, A.updateError)),
    });
  return (
    <Switch
      checked={isOn}
      loading={setEstado.isPending}
      onChange={confirm}
      aria-label={`Estado de ${article.articuloID}`}
    />
  );
}

type PpdSwitchProps = { article: Article; scope?: ArticleScope };

export function ArticlePpdSwitch({ article, scope = 'articulos' }: PpdSwitchProps) {
  const setPpd = useSetArticlePpd(scope);
  return (
    <Switch
      checked={article.ppd === 1}
      loading={setPpd.isPending}
      aria-label={`PPD de ${article.articuloID}`}
      onChange={(isOn) =>
        setPpd.mutate(
          { articuloID: article.articuloID, value: isOn ? 1 : 0 },
          { onError: (error) => toastFailure(error, A.updateError) },
        )
      }
    />
  );
}

type ActionProps = {
  article: Article;
  /** Phone cards show the words; table rows an icon with a tooltip. */
  isLabelled?: boolean;
};

/** Blocking is undone with one click, so it does not ask; the server answers the spec's toast. */
export function ArticleBlockButton({ article, isLabelled }: ActionProps) {
  const setBlock = useSetArticleBlock();
  const isBlocked = article.isActive === 0;
  const action = isBlocked ? 'Habilitar' : 'Bloquear';
  return (
    <ActionButton
      label={`${action} producto`}
      target={article.articuloID}
      isLabelled={isLabelled}
      danger={isBlocked}
      icon={isBlocked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
      loading={setBlock.isPending}
      onClick={() =>
        setBlock.mutate(
          { articuloID: article.articuloID, value: isBlocked ? 1 : 0 },
          { onError: (error) => toastFailure(error, PRICE_MESSAGES.pricesUpdateFailed) },
        )
      }
    />
  );
}

export function ArticleEditButton({
  article,
  isLabelled,
  onEdit,
}: ActionProps & { onEdit: () => void }) {
  return (
    <ActionButton
      label="Editar"
      target={article.articuloID}
      isLabelled={isLabelled}
      icon={<EditOutlined aria-hidden />}
      onClick={onEdit}
    />
  );
}
