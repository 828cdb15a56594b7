import { Empty, Switch, Tooltip } from 'antd';
import { USERS_MESSAGES, type UserPermission } from '@jarvis/contracts/users';
import { DialogLoading, PermissionGroups } from './permission-groups';
import { UserListDialog, type UserDialogProps } from './user-dialog';
import { useTogglePermission, useUserPermissions } from './users.api';

/** 'Permisos': the user's permissions, each enabled or disabled with a switch. */
export function PermissionsModal(props: UserDialogProps) {
  return (
    <UserListDialog title="Permisos" {...props}>
      <PermissionList userID={props.user.userID} />
    </UserListDialog>
  );
}

function PermissionList({ userID }: { userID: number }) {
  const permissions = useUserPermissions(userID);
  if (permissions.isPending) return <DialogLoading />;
  if (permissions.isError)
    return <Empty description="No se pudieron cargar los permisos del usuario" />;
  if (permissions.data.length === 0)
    return <Empty description="El usuario no tiene permisos asignados" />;
  return (
    <PermissionGroups
      items={permissions.data}
      itemKey={(permission) => permission.permisoID}
      renderAction={(permission) => <PermissionSwitch userID={userID} permission={permission} />}
    />
  );
}

/** Anyone may switch an option off; only a holder of it may switch it back on. */
function PermissionSwitch({ userID, permission }: { userID: number; permission: UserPermission }) {
  const toggle = useTogglePermission(userID);
  const isLocked = permission.isActive === 0 && !permission.grantable;
  return (
    <Tooltip title={isLocked ? USERS_MESSAGES.grantNotHeld(permission.nombre) : undefined}>
      <Switch
        aria-label={permission.nombre}
        checked={permission.isActive === 1}
        loading={toggle.isPending}
        disabled={isLocked}
        onChange={(isChecked) =>
          toggle.mutate({ permisoID: permission.permisoID, isActive: isChecked ? 1 : 0 })
        }
      />
    </Tooltip>
  );
}
