import { Tag } from 'antd';
import { ROLES } from '@jarvis/contracts/org';

const ROLE_COLORS: Record<string, string> = {
  [ROLES.admin]: 'geekblue',
  [ROLES.oficina]: 'cyan',
  [ROLES.restaurante]: 'orange',
};

export function RoleTag({ rol }: { rol: string }) {
  return <Tag color={ROLE_COLORS[rol] ?? 'default'}>{rol}</Tag>;
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
