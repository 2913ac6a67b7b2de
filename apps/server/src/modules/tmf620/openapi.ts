/** TMF620's own OpenAPI document (GET <base>/openapi.json): the four read-only resources. */
import { TMF620_BASE } from '@bizline/domain/wire/tmf620';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const str = { type: 'string' };
const refSchema = { type: 'object', properties: { id: str, href: str, name: str } };
const timePeriod = {
  type: 'object',
  properties: {
    startDateTime: { type: 'string', format: 'date-time' },
    endDateTime: { type: 'string', format: 'date-time' },
  },
};
const common = {
  id: str,
  href: str,
  name: str,
  description: str,
  version: { type: 'string', description: "The catalogue version's name" },
  lastUpdate: { type: 'string', format: 'date-time' },
  lifecycleStatus: { type: 'string', enum: ['Active', 'Retired'] },
  validFor: ref('TimePeriod'),
  '@type': str,
};

const SCHEMAS = {
  TimePeriod: timePeriod,
  Ref: refSchema,
  ProductOffering: {
    type: 'object',
    properties: {
      ...common,
      isBundle: { type: 'boolean' },
      isSellable: { type: 'boolean' },
      category: { type: 'array', items: ref('Ref') },
      productSpecification: ref('Ref'),
      productOfferingPrice: { type: 'array', items: ref('Ref') },
    },
  },
  ProductSpecification: {
    type: 'object',
    properties: {
      ...common,
      isBundle: { type: 'boolean' },
      productSpecCharacteristic: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: str,
            valueType: str,
            configurable: { type: 'boolean' },
            productSpecCharacteristicValue: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
  },
  ProductOfferingPrice: {
    type: 'object',
    properties: {
      ...common,
      priceType: { type: 'string', enum: ['recurring', 'oneTime'] },
      recurringChargePeriodType: str,
      recurringChargePeriodLength: { type: 'integer' },
      price: { type: 'object', properties: { unit: str, value: { type: 'number' } } },
      productOfferingTerm: { type: 'array', items: { type: 'object' } },
    },
  },
  Category: {
    type: 'object',
    properties: {
      ...common,
      isRoot: { type: 'boolean' },
      parentId: str,
      subCategory: { type: 'array', items: ref('Ref') },
      productOffering: { type: 'array', items: ref('Ref') },
    },
  },
  Error: {
    type: 'object',
    required: ['code', 'reason'],
    properties: { code: str, reason: str, message: str, status: str, '@type': str },
  },
};

const query = (name: string, description: string) => ({
  name,
  in: 'query',
  description,
  schema: str,
});
const LIST_PARAMS = [
  { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, default: 100 } },
  query('fields', 'First-level attributes to answer, comma-separated'),
  query('category.id', 'A category id, or a root category (every list under it)'),
  query('lifecycleStatus', 'Active (the only status listed)'),
];
const count = (description: string) => ({ description, schema: { type: 'integer' } });

function resourcePaths(kind: string, schema: string) {
  const Kind = kind[0]!.toUpperCase() + kind.slice(1);
  const denied = {
    '401': error('Missing, unknown, revoked or expired API key'),
    '403': error('The key lacks the catalogue:read scope'),
  };
  return {
    [`/${kind}`]: {
      get: {
        operationId: `list${Kind}`,
        summary: `The active catalogue's ${kind} resources`,
        parameters: LIST_PARAMS,
        responses: {
          '200': {
            description: 'Every match',
            headers: {
              'X-Total-Count': count('How many match'),
              'X-Result-Count': count('How many this page holds'),
            },
            content: json({ type: 'array', items: ref(schema) }),
          },
          '206': { description: 'A partial page (same headers and body)' },
          '400': error('A bad paging value'),
          ...denied,
        },
      },
    },
    [`/${kind}/{id}`]: {
      get: {
        operationId: `retrieve${Kind}`,
        summary: `One ${kind} (a retired one too)`,
        parameters: [
          { name: 'id', in: 'path', required: true, schema: str },
          query('fields', 'Attributes to answer'),
        ],
        responses: {
          '200': { description: `The ${kind}`, content: json(ref(schema)) },
          '404': error('No such id in any catalogue version'),
          ...denied,
        },
      },
    },
  };
}

export function tmf620Document(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'bizline TMF620 Product Catalog Management (read)',
      version: '4.0.0',
      description:
        "The provider's catalogue as TMF620 resources, with ids stable across catalogue versions " +
        '(the catalogue ids). Every call needs an API key with the catalogue:read scope. ' +
        'docs/integration.md has the details.',
    },
    servers: [{ url: `${serverUrl}${TMF620_BASE}` }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths: {
      ...resourcePaths('productOffering', 'ProductOffering'),
      ...resourcePaths('productSpecification', 'ProductSpecification'),
      ...resourcePaths('productOfferingPrice', 'ProductOfferingPrice'),
      ...resourcePaths('category', 'Category'),
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: SCHEMAS,
    },
  };
}
