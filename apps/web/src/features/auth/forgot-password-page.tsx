import { Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ForgotPasswordSchema, type ForgotPassword } from '@jarvis/contracts/auth';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { AuthDone, FormFailure } from './auth-feedback';
import { AuthHeading } from './auth-layout';
import { useForgotPassword } from './auth.api';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [form] = Form.useForm<ForgotPassword>();

  if (forgot.isSuccess) {
    return (
      <AuthDone
        title="Revise su correo"
        message={forgot.data.successful}
        action="Volver a iniciar sesión"
      />
    );
  }

  const onFinish = (values: ForgotPassword) =>
    forgot.mutate(ForgotPasswordSchema.parse(values), {
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <>
      <AuthHeading title="Recuperar contraseña">
        Escriba el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.
      </AuthHeading>
      <FormFailure message={forgot.error ? errorText(forgot.error) : undefined} />
      <Form
        form={form}
        name="forgot-password"
        // Our Spanish messages, not the browser's own bubble for type="email".
        noValidate
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
      >
        <Form.Item
          label="Correo electrónico"
          name="email"
          rules={zodRules(ForgotPasswordSchema, 'email')}
        >
          <Input
            prefix={<MailOutlined aria-hidden />}
            type="email"
            autoComplete="email"
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          Enviar enlace
        </Button>
      </Form>
      <div className="auth__links" style={{ marginTop: 20 }}>
        <Link to="/auth/login">Volver a iniciar sesión</Link>
      </div>
    </>
  );
}
