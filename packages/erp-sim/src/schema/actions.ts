import * as T from './entity-types';

/**
 * The actions the simulator declares in $metadata: bound ones (`POST /PurchaseOrders(1)/Close`) take
 * the entity as their first parameter, unbound ones (`POST /SeriesService_GetDocumentSeries`) are
 * reached from the service root. The routes that serve them are in routes/dispatch.ts and
 * documents/actions.ts; metadata.test.ts checks that the two lists agree.
 */
export type ActionParameter = { name: string; type: string };
export type ActionDecl = {
  name: string;
  /** The entity type a bound action applies to. */
  boundTo?: T.EntityType;
  parameters: ActionParameter[];
  /** The complex types the parameters and the result use, for $metadata. */
  uses: T.EntityType[];
  returnType?: string;
};

const documentAction = (name: string): ActionDecl => ({
  name,
  boundTo: T.Document,
  parameters: [{ name: 'Document', type: 'SAPB1.Document' }],
  uses: [],
});

const seriesAction = (name: string, returnType: string): ActionDecl => ({
  name,
  parameters: [{ name: 'DocumentTypeParams', type: 'SAPB1.DocumentTypeParams' }],
  uses: [T.DocumentTypeParams, T.Series],
  returnType,
});

export const ACTIONS: readonly ActionDecl[] = [
  {
    name: 'Login',
    parameters: [
      { name: 'CompanyDB', type: 'Edm.String' },
      { name: 'UserName', type: 'Edm.String' },
      { name: 'Password', type: 'Edm.String' },
      { name: 'Language', type: 'Edm.Int32' },
    ],
    uses: [T.B1Session],
    returnType: 'SAPB1.B1Session',
  },
  { name: 'Logout', parameters: [], uses: [] },
  seriesAction('SeriesService_GetDocumentSeries', 'Collection(SAPB1.Series)'),
  seriesAction('SeriesService_GetDefaultSeries', 'SAPB1.Series'),
  documentAction('Close'),
  documentAction('Cancel'),
  documentAction('Reopen'),
  documentAction('CreateCancellationDocument'),
];
