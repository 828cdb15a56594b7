import {
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Select,
  type DescriptionsProps,
  type FormRule,
} from 'antd';
import {
  corporateEmailProblem,
  NewUserSchema,
  USERS_MESSAGES,
  type NewUser,
  type UserFormOptions,
} from '@jarvis/contracts/users';
import { MaskedPhoneInput } from '../../components/ui/masked-phone-input';
import { zodRules } from '../../lib/form-rules';
import { isOfficeBranch, nameOf, positionsFor, type NewUserValues } from './new-user-values';
import { BrandField } from './user-brand-field';

const rules = (field: keyof NewUser) => zodRules(NewUserSchema, field);

/** The address's format, then the group's domain: the API's own check, said before sending. */
const corporateEmail = (domain: string): FormRule => ({
  async validator(_rule, value: unknown) {
    const problem =
      typeof value === 'string' && value ? corporateEmailProblem(value, domain) : undefined;
    if (problem) throw new Error(problem);
  },
});

export type SelectOption = { value: number; label: string };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Accent- and case-insensitive, as the users search everywhere else. */
export const showSearch = {
  filterOption: (input: string, option?: SelectOption) =>
    fold(option?.label ?? '').includes(fold(input)),
};

const toOptions = (items: readonly { id: number; nombre: string }[]): SelectOption[] =>
  items.map((item) => ({ value: item.id, label: item.nombre }));

const byDefault = (name: string | undefined) => `Predeterminado: ${name ?? '—'}`;

/**
 * Who the user is: name, e-mail and phone, with the contract's rules (spec 1 §5). Shared by
 * 'Registro de Usuario' and 'Editar usuario', inside their Row.
 */
export function PersonFields({ emailDomain }: { emailDomain: string }) {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item label="Nombre" name="nombre" required rules={rules('nombre')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Apellido" name="apellido" required rules={rules('apellido')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label="Correo"
          name="correo"
          required
          extra={USERS_MESSAGES.corporateEmailHint}
          validateTrigger="onBlur"
          rules={[...rules('correo'), corporateEmail(emailDomain)]}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder={USERS_MESSAGES.emailExample(emailDomain)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Teléfono"
          name="telefono"
          validateTrigger="onBlur"
          rules={rules('telefono')}
        >
          <MaskedPhoneInput />
        </Form.Item>
      </Col>
    </>
  );
}

/** Person first, then where the new user works; role, department and boss are the admin's. */
export function NewUserFields({ options }: { options: UserFormOptions }) {
  const departamentoID = Form.useWatch<NewUserValues['departamentoID']>('departamentoID');
  const sucursalID = Form.useWatch<NewUserValues['sucursalID']>('sucursalID');
  const showsBranch = options.isAdministrator || options.choosesBranch;
  return (
    <Row gutter={16}>
      <PersonFields emailDomain={options.emailDomain} />
      <Col xs={24} md={12}>
        <Form.Item label="Posición" name="posicionID" required rules={rules('posicionID')}>
          <Select<number, SelectOption>
            placeholder="Seleccione la posición"
            options={toOptions(positionsFor(options, departamentoID))}
            showSearch={showSearch}
          />
        </Form.Item>
      </Col>
      {options.isAdministrator && <AdminFields options={options} />}
      {showsBranch && (
        <Col xs={24} md={options.isAdministrator ? 12 : 24}>
          <BranchField options={options} />
        </Col>
      )}
      {isOfficeBranch(options, sucursalID) && (
        <Col xs={24} md={options.isAdministrator ? 12 : 24}>
          <BrandField options={options} />
        </Col>
      )}
    </Row>
  );
}

/** The administrator's choices; each left empty takes the default it names. */
function AdminFields({ options }: { options: UserFormOptions }) {
  const { defaults } = options;
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item label="Rol" name="rolID" rules={rules('rolID')}>
          <Select<number, SelectOption>
            allowClear
            placeholder={byDefault(nameOf(options.roles, defaults.rolID))}
            options={toOptions(options.roles)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Departamento" name="departamentoID" rules={rules('departamentoID')}>
          <Select<number, SelectOption>
            allowClear
            placeholder={byDefault(nameOf(options.departamentos, defaults.departamentoID))}
            options={toOptions(options.departamentos)}
            showSearch={showSearch}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Jefe" name="jefe" rules={rules('jefe')}>
          <Select<number, SelectOption>
            allowClear
            placeholder={
              defaults.jefe === null
                ? 'Predeterminado: sin jefe'
                : byDefault(nameOf(options.jefes, defaults.jefe))
            }
            options={options.jefes.map((jefe) => ({
              value: jefe.id,
              label: `${jefe.nombre} — ${jefe.posicion}`,
            }))}
            showSearch={showSearch}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** Administrators may leave it to the default; a Gerente de Zona must choose one of its brand. */
function BranchField({ options }: { options: UserFormOptions }) {
  const isRequired = !options.isAdministrator && options.choosesBranch;
  const branchRules = isRequired
    ? [{ required: true, message: USERS_MESSAGES.sucursalRequired }]
    : rules('sucursalID');
  const defaultName = nameOf(options.sucursales, options.defaults.sucursalID);
  return (
    <Form.Item label="Sucursal" name="sucursalID" required={isRequired} rules={branchRules}>
      <Select<number, SelectOption>
        allowClear={!isRequired}
        placeholder={isRequired ? 'Seleccione la sucursal' : byDefault(defaultName)}
        options={options.sucursales.map((sucursal) => ({
          value: sucursal.id,
          label: `${sucursal.nombre} (${sucursal.bodega})`,
        }))}
        showSearch={showSearch}
      />
    </Form.Item>
  );
}

/** What the server derives for this creator (spec 1 §6), so nothing about the new user is hidden. */
export function DerivedSummary({ options }: { options: UserFormOptions }) {
  const { defaults } = options;
  const items: DescriptionsProps['items'] = [
    { key: 'perfil', label: 'Perfil', children: options.perfil },
    // No password is chosen here, nor mailed: the new user sets its own through a link.
    {
      key: 'clave',
      label: 'Contraseña',
      children: 'La elegirá el usuario con el enlace que recibirá por correo',
    },
  ];
  if (!options.isAdministrator) {
    const rol = nameOf(options.roles, defaults.rolID);
    if (rol) items.push({ key: 'rol', label: 'Rol', children: rol });
    items.push(
      {
        key: 'departamento',
        label: 'Departamento',
        children: nameOf(options.departamentos, defaults.departamentoID) ?? 'El suyo',
      },
      { key: 'jefe', label: 'Jefe', children: 'Usted' },
    );
    if (!options.choosesBranch)
      items.push({
        key: 'sucursal',
        label: 'Sucursal',
        children: nameOf(options.sucursales, defaults.sucursalID) ?? 'La suya',
      });
  }
  return (
    <Descriptions
      className="new-user__summary"
      title="Se asignará automáticamente"
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={items}
    />
  );
}
