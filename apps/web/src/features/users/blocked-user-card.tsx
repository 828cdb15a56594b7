import { Button, Card, Popconfirm, Tooltip, Typography } from 'antd';
import {
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  UnlockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { USERS_MESSAGES, type UserRow } from '@jarvis/contracts/users';
import { InitialsAvatar } from '../../components/ui/initials-avatar';
import { BlockedTag, BrandTag, RoleTag } from './user-tags';
import { useSetBlocked } from './users.api';

type BlockedUserCardProps = { user: UserRow; canBlock: boolean };

export function BlockedUserCard({ user, canBlock }: BlockedUserCardProps) {
  const fullName = `${user.nombre} ${user.apellido}`;
  return (
    <Card className="blocked-card" role="article" aria-label={fullName}>
      <div className="blocked-card__head">
        <InitialsAvatar nombre={user.nombre} apellido={user.apellido} foto={user.foto} size={56} />
        <div className="blocked-card__who">
          <Typography.Text strong className="blocked-card__name">
            {fullName}
          </Typography.Text>
          <Typography.Text type="secondary">{user.posicion || '—'}</Typography.Text>
          <div className="blocked-card__tags">
            <RoleTag rol={user.rol} />
            <BrandTag marca={user.marca} />
            <BlockedTag vetado={user.vetado} showActive />
          </div>
        </div>
      </div>
      <ul className="blocked-card__facts">
        <li>
          <UserOutlined aria-hidden /> <span>@{user.username}</span>
        </li>
        <li>
          <PhoneOutlined aria-hidden /> <span>{user.telefono || '—'}</span>
        </li>
        <li>
          <MailOutlined aria-hidden /> <span className="blocked-card__email">{user.correo}</span>
        </li>
      </ul>
      {canBlock && <BlockToggle user={user} />}
    </Card>
  );
}

/** 'Bloquear' asks first (the user loses access at once); 'Desbloquear' does not. */
function BlockToggle({ user }: { user: UserRow }) {
  const setBlocked = useSetBlocked();
  if (!user.canManage)
    return (
      <Tooltip title={USERS_MESSAGES.adminAccountOnlyByAdmin}>
        <Button block disabled icon={<LockOutlined aria-hidden />}>
          {user.vetado === 1 ? 'Desbloquear' : 'Bloquear'}
        </Button>
      </Tooltip>
    );
  if (user.vetado === 1)
    return (
      <Button
        block
        icon={<UnlockOutlined aria-hidden />}
        loading={setBlocked.isPending}
        onClick={() => setBlocked.mutate({ userID: user.userID, vetado: 0 })}
      >
        Desbloquear
      </Button>
    );
  return (
    <Popconfirm
      title={`¿Bloquear a @${user.username}?`}
      description="No podrá ingresar a Jarvis hasta que se desbloquee."
      okText="Bloquear"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      onConfirm={() => setBlocked.mutateAsync({ userID: user.userID, vetado: 1 }).catch(() => {})}
    >
      <Button block danger icon={<LockOutlined aria-hidden />} loading={setBlocked.isPending}>
        Bloquear
      </Button>
    </Popconfirm>
  );
}
