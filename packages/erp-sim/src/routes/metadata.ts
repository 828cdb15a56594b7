import { ENTITY_SETS } from '../schema/entity-sets';
import type { EntityType, FieldType } from '../schema/entity-types';
import type { EnumDef } from '../schema/enums';
import type { SlRequest, SlResponse } from './context';

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

/** A CSDL document generated from the simulator's own entity types (GET /$metadata). */
export function metadata(req: SlRequest): SlResponse {
  const v4 = req.version === 'v2';
  const entityTypes = new Map<string, { type: EntityType; key: string }>();
  const complexTypes = new Map<string, EntityType>();
  const enums = new Map<string, EnumDef>();
  for (const def of Object.values(ENTITY_SETS)) {
    entityTypes.set(def.type.name, { type: def.type, key: def.key });
    collectTypes(def.type, complexTypes, enums);
  }
  const enumXml = [...enums.values()]
    .map(
      (e) =>
        `<EnumType Name="${e.name}">${Object.keys(e.members)
          .map((m, i) => `<Member Name="${m}" Value="${i}"/>`)
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
  const schema = `<Schema Namespace="SAPB1" xmlns="${v4 ? 'http://docs.oasis-open.org/odata/ns/edm' : 'http://schemas.microsoft.com/ado/2009/11/edm'}">${enumXml}${complexXml}${entityXml}<EntityContainer Name="ServiceLayer">${sets}</EntityContainer></Schema>`;
  const text = v4
    ? `<?xml version="1.0" encoding="utf-8"?><edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx"><edmx:DataServices>${schema}</edmx:DataServices></edmx:Edmx>`
    : `<?xml version="1.0" encoding="utf-8"?><edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"><edmx:DataServices m:DataServiceVersion="3.0" xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata">${schema}</edmx:DataServices></edmx:Edmx>`;
  return { status: 200, text, contentType: 'application/xml;charset=utf-8' };
}
