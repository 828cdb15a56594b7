import { Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { RegistrationSchema, type Registration } from '@jarvis/contracts/auth';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { AuthDone, FormFailure } from './auth-feedback';
import { AuthHeading } from './auth-layout';
import { useRegistration } from './auth.api';

const rules = (field: keyof Registration) => zodRules(RegistrationSchema, field);

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
        El equipo de IT revisará sus datos antes de activar el acceso.
      </AuthHeading>
      <FormFailure message={registration.error ? errorText(registration.error) : undefined} />
      <Form
        form={form}
        name="registration"
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
        <Form.Item label="Usuario" name="username" rules={rules('username')}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Contraseña" name="password" rules={rules('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirmar contraseña"
          name="changepassword"
          dependencies={['password']}
          rules={rules('changepassword')}
        >
          <Input.Password autoComplete="new-password" />
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
