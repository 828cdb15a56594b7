import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { AppstoreAddOutlined, KeyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { UserRow } from '@jarvis/contracts/users';

export type UserAction = 'permisos' | 'anadirPermisos' | 'contrasena';

const ACTIONS: readonly { action: UserAction; label: string; icon: ReactNode }[] = [
  { action: 'permisos', label: 'Permisos', icon: <SafetyCertificateOutlined aria-hidden /> },
  { action: 'anadirPermisos', label: 'Añadir Permisos', icon: <AppstoreAddOutlined aria-hidden /> },
  { action: 'contrasena', label: 'Cambio de Contraseña', icon: <KeyOutlined aria-hidden /> },
];

/** Permission actions only for those the API lets manage permissions; the password for everyone. */
const isPermissionAction = (action: UserAction) => action !== 'contrasena';

type UserActionsProps = {
  user: UserRow;
  canManagePermissions: boolean;
  onAction: (action: UserAction, user: UserRow) => void;
  /** Icon buttons with tooltips (table rows) instead of labelled buttons (phone cards). */
  isCompact?: boolean;
};

export function UserActions({ user, canManagePermissions, onAction, isCompact }: UserActionsProps) {
  const actions = ACTIONS.filter(
    ({ action }) => canManagePermissions || !isPermissionAction(action),
  );
  return (
    <Flex gap={isCompact ? 4 : 8} wrap={!isCompact} justify={isCompact ? 'flex-end' : 'flex-start'}>
      {actions.map(({ action, label, icon }) =>
        isCompact ? (
          <Tooltip key={action} title={label}>
            <Button
              type="text"
              icon={icon}
              aria-label={`${label} de @${user.username}`}
              onClick={() => onAction(action, user)}
            />
          </Tooltip>
        ) : (
          <Button key={action} size="small" icon={icon} onClick={() => onAction(action, user)}>
            {label}
          </Button>
        ),
      )}
    </Flex>
  );
}
