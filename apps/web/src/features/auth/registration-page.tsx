import { Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { COMENTARIO_MAX, RegistrationSchema, type Registration } from '@jarvis/contracts/auth';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { AuthDone, FormFailure } from './auth-feedback';
import { AuthHeading } from './auth-layout';
import { useRegistration } from './auth.api';

const rules = (field: keyof Registration) => zodRules(RegistrationSchema, field);

/**
 * 'Solicitar una cuenta': a request IT reads in 'Solicitudes de acceso'. It asks no password: IT
 * creates the account, and the account's mail brings a link to choose one.
 */
export function RegistrationPage() {
  const registration = useRegistration();
  const [form] = Form.useForm<Registration>();

  if (registration.isSuccess) {
    return (
      <AuthDone
        title="Solicitud enviada"
        message={registration.data.successful}
        action="Volver a iniciar sesión"
      />
    );
  }

  const onFinish = (values: Registration) =>
    registration.mutate(RegistrationSchema.parse(values), {
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <>
      <AuthHeading title="Solicitar una cuenta">
        El equipo de IT revisará su solicitud; al crear su cuenta le enviará por correo un enlace
        para elegir su contraseña.
      </AuthHeading>
      <FormFailure message={registration.error ? errorText(registration.error) : undefined} />
      <Form
        form={form}
        name="registration"
        // Our Spanish messages, not the browser's own bubble for type="email".
        noValidate
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
      >
        <Form.Item label="Nombre completo" name="fullname" rules={rules('fullname')}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item label="Correo electrónico" name="email" rules={rules('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Usuario que desea" name="username" rules={rules('username')}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Comentario (opcional)" name="comentario" rules={rules('comentario')}>
          <Input.TextArea
            placeholder="Sucursal y puesto"
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={COMENTARIO_MAX}
            showCount
          />
        </Form.Item>
        <Form.Item name="acceptTerms" valuePropName="checked" rules={rules('acceptTerms')}>
          <Checkbox>Acepto los términos y condiciones</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={registration.isPending}
        >
          Enviar solicitud
        </Button>
      </Form>
      <div className="auth__links" style={{ marginTop: 20 }}>
        <span>¿Ya tiene cuenta?</span>
        <Link to="/auth/login">Iniciar sesión</Link>
      </div>
    </>
  );
}
