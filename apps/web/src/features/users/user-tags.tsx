import { Flex, Tag } from 'antd';
import { MARCA_NINGUNA, ROLES } from '@jarvis/contracts/org';

const ROLE_COLORS: Record<string, string> = {
  [ROLES.admin]: 'geekblue',
  [ROLES.oficina]: 'cyan',
  [ROLES.restaurante]: 'orange',
};

export function RoleTag({ rol }: { rol: string }) {
  return <Tag color={ROLE_COLORS[rol] ?? 'default'}>{rol}</Tag>;
}

/** The user's brand (its own for office buyers, else its branch's); nothing for 'Ninguna'. */
export function BrandTag({ marca }: { marca: string }) {
  if (marca === MARCA_NINGUNA) return null;
  return (
    <Tag color="purple" title={`Marca: ${marca}`}>
      {marca}
    </Tag>
  );
}

/** Role and brand side by side, wrapping in a narrow column. */
export function RoleAndBrandTags({ rol, marca }: { rol: string; marca: string }) {
  return (
    <Flex gap={4} wrap className="user-tags">
      <RoleTag rol={rol} />
      <BrandTag marca={marca} />
    </Flex>
  );
}

/** 'Bloqueado' in red; 'Activo' only where the state is the point of the screen. */
export function BlockedTag({
  vetado,
  showActive = false,
}: {
  vetado: 0 | 1;
  showActive?: boolean;
}) {
  if (vetado === 1) return <Tag color="red">Bloqueado</Tag>;
  return showActive ? <Tag color="green">Activo</Tag> : null;
}
