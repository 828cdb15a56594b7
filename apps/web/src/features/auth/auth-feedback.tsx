import type { ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { Link } from 'react-router';

/** The end of a sign-in side flow (recovery sent, request received, password set): back to login. */
export function AuthDone({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: string;
}) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={message}
      extra={
        <Link to="/auth/login">
          <Button type="primary">{action}</Button>
        </Link>
      }
    />
  );
}

/** A refused form, above its fields; the server's Spanish message, readable for longer than a toast. */
export function FormFailure({
  message,
  children,
}: {
  message: string | null | undefined;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      {...(children ? { description: children } : {})}
      style={{ marginBottom: 20 }}
    />
  );
}
