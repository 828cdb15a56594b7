import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { NewTicketSchema, TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { useIdempotentSubmit } from '../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { TicketPhotoPicker, useTicketPhotos, type TicketPhoto } from './ticket-photo-picker';
import { useCreateTicket, useTicketCatalog } from './tickets.api';
import './tickets.css';

type TicketFormValues = {
  departamentoID?: number;
  categoriaID?: number;
  tipoProblemaID?: number;
  descripcion?: string;
};

type TicketFormPageProps = { route: { nombre: string } };

function toFormData(values: TicketFormValues, photos: readonly TicketPhoto[]): FormData {
  const { tipoProblemaID, descripcion } = NewTicketSchema.parse(values);
  const form = new FormData();
  // Text fields first: a streaming multipart parser reads them before the files.
  form.append('tipoProblemaID', String(tipoProblemaID));
  form.append('descripcion', descripcion);
  photos.forEach((photo) => form.append('archivos', photo.file, photo.file.name));
  return form;
}

/**
 * A step of department → category → problem that asks for itself only once the step before it is
 * chosen: an empty form gets one message, on the department, where the user can act (the later
 * selects are disabled until then), and the cursor goes there.
 */
const chosenAfter =
  (previous: keyof TicketFormValues, message: string): FormRule =>
  ({ getFieldValue }) => ({
    async validator(_rule, value: unknown) {
      if (getFieldValue(previous) && !value) throw new Error(message);
    },
  });

/** Whether the form holds something the user would lose by leaving. */
const hasDraft = (values: TicketFormValues, photos: readonly TicketPhoto[]) =>
  Boolean(values.departamentoID || values.descripcion?.trim()) || photos.length > 0;

/** 'Crear Ticket' (spec 1 §2): department → category → problem, a description and photos. */
export function TicketFormPage({ route }: TicketFormPageProps) {
  const [form] = Form.useForm<TicketFormValues>();
  const navigate = useNavigate();
  const catalog = useTicketCatalog();
  const create = useCreateTicket();
  // Held from the click until Mis Tickets opens: a second press creates nothing (issue 51).
  const submission = useIdempotentSubmit();
  const photos = useTicketPhotos();
  const [failure, setFailure] = useState<string | null>(null);
  const departamentoID = Form.useWatch('departamentoID', form);
  const categoriaID = Form.useWatch('categoriaID', form);
  const guard = useLeaveGuard({
    when: () => hasDraft(form.getFieldsValue(), photos.photos),
    content: 'El ticket aún no se ha enviado; si sale, se pierde lo que escribió y las fotos.',
  });

  const categorias = catalog.data?.categorias.filter((c) => c.departamentoID === departamentoID);
  const problemas = catalog.data?.problemas.filter((p) => p.categoriaID === categoriaID);

  const onValuesChange = (changed: TicketFormValues) => {
    if ('departamentoID' in changed)
      form.setFieldsValue({ categoriaID: undefined, tipoProblemaID: undefined });
    else if ('categoriaID' in changed) form.setFieldsValue({ tipoProblemaID: undefined });
  };

  const submit = (values: TicketFormValues) => {
    const body = toFormData(values, photos.photos);
    if (!submission.begin()) return;
    setFailure(null);
    create.mutate(
      { form: body, idempotencyKey: submission.key },
      {
        onSuccess: () => {
          guard.release();
          void navigate('/Tickets/mis-tickets');
        },
        onError: (error) => {
          submission.fail();
          showServerFieldErrors(form, error);
          setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Reporte un problema a las áreas de apoyo"
        extra={<BackButton to="/Tickets/Menu" />}
      />
      <Card variant="borderless" className="ticket-panel ticket-form">
        {failure && (
          <Alert className="ticket-form__failure" type="error" showIcon title={failure} />
        )}
        <Form
          form={form}
          name="nuevo-ticket"
          layout="vertical"
          disabled={submission.isSubmitting}
          onValuesChange={onValuesChange}
          onFinish={submit}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label="Departamento"
                name="departamentoID"
                rules={[{ required: true, message: TICKET_MESSAGES.departmentRequired }]}
              >
                <Select
                  placeholder="Seleccione"
                  loading={catalog.isPending}
                  options={catalog.data?.departamentos.map((d) => ({
                    value: d.departamentoID,
                    label: d.nombre,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="Categoría"
                name="categoriaID"
                required
                rules={[chosenAfter('departamentoID', TICKET_MESSAGES.categoryRequired)]}
              >
                <Select
                  placeholder={departamentoID ? 'Seleccione' : 'Elija primero el departamento'}
                  disabled={!departamentoID}
                  options={categorias?.map((c) => ({ value: c.categoriaID, label: c.nombre }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="Problema"
                name="tipoProblemaID"
                required
                rules={[chosenAfter('categoriaID', TICKET_MESSAGES.problemRequired)]}
              >
                <Select
                  placeholder={categoriaID ? 'Seleccione' : 'Elija primero la categoría'}
                  disabled={!categoriaID}
                  options={problemas?.map((p) => ({ value: p.tipoProblemaID, label: p.nombre }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label="Descripción"
            name="descripcion"
            required
            rules={zodRules(NewTicketSchema, 'descripcion')}
          >
            <Input.TextArea
              rows={5}
              showCount
              maxLength={2000}
              placeholder="Describa el problema"
            />
          </Form.Item>
          <Form.Item label="Fotos (opcional)">
            <TicketPhotoPicker {...photos} disabled={submission.isSubmitting} />
          </Form.Item>
          <div className="ticket-form__actions">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SendOutlined aria-hidden />}
              loading={submission.isSubmitting}
            >
              {submission.isSubmitting ? 'Subiendo...' : 'Enviar'}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
