import { ACTIONS, type ActionDecl } from '../schema/actions';
import { ENTITY_SETS } from '../schema/entity-sets';
import type { EntityType, FieldType } from '../schema/entity-types';
import type { EnumDef } from '../schema/enums';
import type { SlRequest, SlResponse } from './context';
import { annotation } from './respond';

function edmType(field: FieldType, v4: boolean): string {
  switch (field.kind) {
    case 'string':
      return 'Edm.String';
    case 'int':
      return 'Edm.Int32';
    case 'number':
      return 'Edm.Double';
    case 'date':
      return v4 ? 'Edm.Date' : 'Edm.DateTime';
    case 'time':
      return v4 ? 'Edm.TimeOfDay' : 'Edm.Time';
    case 'enum':
      return `SAPB1.${field.def.name}`;
    case 'collection':
      return `Collection(SAPB1.${field.of.name})`;
  }
}

function collectTypes(
  type: EntityType,
  types: Map<string, EntityType>,
  enums: Map<string, EnumDef>,
) {
  for (const field of Object.values(type.fields)) {
    if (field.kind === 'enum') enums.set(field.def.name, field.def);
    if (field.kind === 'collection' && !types.has(field.of.name)) {
      types.set(field.of.name, field.of);
      collectTypes(field.of, types, enums);
    }
  }
}

const properties = (type: EntityType, v4: boolean) =>
  Object.entries(type.fields)
    .map(([name, field]) => `<Property Name="${name}" Type="${edmType(field, v4)}"/>`)
    .join('');

const parametersXml = (action: ActionDecl) =>
  action.parameters.map((p) => `<Parameter Name="${p.name}" Type="${p.type}"/>`).join('');

/** v4: `<Action>` in the schema, plus an `<ActionImport>` in the container for the unbound ones. */
function v4Actions() {
  const actions = ACTIONS.map((a) => {
    const bound = a.boundTo ? ' IsBound="true"' : '';
    const returns = a.returnType ? `<ReturnType Type="${a.returnType}"/>` : '';
    return `<Action Name="${a.name}"${bound}>${parametersXml(a)}${returns}</Action>`;
  }).join('');
  const imports = ACTIONS.filter((a) => !a.boundTo)
    .map((a) => `<ActionImport Name="${a.name}" Action="SAPB1.${a.name}"/>`)
    .join('');
  return { actions, imports };
}

/** v3: a side-effecting `<FunctionImport>` per action, bindable when bound to an entity type. */
function v3FunctionImports() {
  return ACTIONS.map((a) => {
    const bound = a.boundTo ? ' IsBindable="true" m:IsAlwaysBindable="true"' : '';
    const returns = a.returnType ? ` ReturnType="${a.returnType}"` : '';
    return `<FunctionImport Name="${a.name}"${returns} IsSideEffecting="true"${bound} m:HttpMethod="POST">${parametersXml(a)}</FunctionImport>`;
  }).join('');
}

/**
 * A CSDL document generated from the simulator's own entity types, enumerations (with SAP's member
 * values) and actions (GET /$metadata).
 */
export function metadata(req: SlRequest): SlResponse {
  const v4 = req.version === 'v2';
  const entityTypes = new Map<string, { type: EntityType; key: string }>();
  const complexTypes = new Map<string, EntityType>();
  const enums = new Map<string, EnumDef>();
  for (const def of Object.values(ENTITY_SETS)) {
    entityTypes.set(def.type.name, { type: def.type, key: def.key });
    collectTypes(def.type, complexTypes, enums);
  }
  for (const type of ACTIONS.flatMap((a) => a.uses)) {
    complexTypes.set(type.name, type);
    collectTypes(type, complexTypes, enums);
  }
  const enumXml = [...enums.values()]
    .map(
      (e) =>
        `<EnumType Name="${e.name}">${Object.entries(e.members)
          .map(([name, member]) => `<Member Name="${name}" Value="${member.value}"/>`)
          .join('')}</EnumType>`,
    )
    .join('');
  const complexXml = [...complexTypes.values()]
    .map((t) => `<ComplexType Name="${t.name}">${properties(t, v4)}</ComplexType>`)
    .join('');
  const entityXml = [...entityTypes.values()]
    .map(
      ({ type, key }) =>
        `<EntityType Name="${type.name}"><Key><PropertyRef Name="${key}"/></Key>${properties(type, v4)}</EntityType>`,
    )
    .join('');
  const sets = Object.values(ENTITY_SETS)
    .map((d) => `<EntitySet Name="${d.name}" EntityType="SAPB1.${d.type.name}"/>`)
    .join('');
  const { actions, imports } = v4 ? v4Actions() : { actions: '', imports: v3FunctionImports() };
  const container = `<EntityContainer Name="ServiceLayer"${v4 ? '' : ' m:IsDefaultEntityContainer="true"'}>${sets}${imports}</EntityContainer>`;
  const schema = `<Schema Namespace="SAPB1" xmlns="${v4 ? 'http://docs.oasis-open.org/odata/ns/edm' : 'http://schemas.microsoft.com/ado/2009/11/edm'}">${enumXml}${complexXml}${entityXml}${actions}${container}</Schema>`;
  const text = v4
    ? `<?xml version="1.0" encoding="utf-8"?><edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx"><edmx:DataServices>${schema}</edmx:DataServices></edmx:Edmx>`
    : `<?xml version="1.0" encoding="utf-8"?><edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"><edmx:DataServices m:DataServiceVersion="3.0" xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata">${schema}</edmx:DataServices></edmx:Edmx>`;
  return { status: 200, text, contentType: 'application/xml;charset=utf-8' };
}

/**
 * The service document (`GET /b1s/v1/`): the entity sets with their URLs, under the version's
 * metadata annotation (OData v3 JSON light / v4 JSON).
 */
export function serviceDocument(req: SlRequest): SlResponse {
  const value = Object.values(ENTITY_SETS).map((d) =>
    req.version === 'v2'
      ? { name: d.name, kind: 'EntitySet', url: d.name }
      : { name: d.name, url: d.name },
  );
  return { status: 200, body: { [annotation(req, 'metadata')]: `${req.root}/$metadata`, value } };
}
