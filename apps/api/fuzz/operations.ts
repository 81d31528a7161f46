/**
 * The operations of the served OpenAPI document, in the shape the generators need. Multipart routes
 * declare no request body in the document (their fields are read by hand); they are recognised by their
 * description, and their field names come from its "Fields:" list or from the answer's properties.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Param {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; schema: JsonSchema; required: boolean }
  | { kind: 'multipart'; fields: string[]; fileFields: string[] };

export interface Operation {
  method: string;
  /** The path template, e.g. `/api/landlord/{id}`. */
  path: string;
  params: Param[];
  body: Body;
}

interface RawOperation {
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

const FILE_FIELDS = ['avatar', 'images', 'documents'];

function multipartFields(op: RawOperation): string[] {
  const listed = /Fields: ([^.]+)\./.exec(op.description ?? '')?.[1];
  if (listed) return listed.split(',').map((name) => name.trim().split(' ')[0]!);
  const answer = op.responses?.['201'] ?? op.responses?.['200'];
  const props = answer?.content?.['application/json']?.schema?.properties ?? {};
  const extra = ['documentTitles', 'removeImageIds', 'removeFileIds', 'targetCity', 'consent'];
  return [...Object.keys(props).filter((name) => !['id', 'createdAt', 'updatedAt'].includes(name)), ...extra];
}

function bodyOf(op: RawOperation, method: string): Body {
  const json = op.requestBody?.content?.['application/json']?.schema;
  if (json) return { kind: 'json', schema: json, required: op.requestBody?.required ?? false };
  if ((op.description ?? '').startsWith('multipart/form-data')) {
    const fields = multipartFields(op);
    return { kind: 'multipart', fields, fileFields: FILE_FIELDS.filter((f) => fields.includes(f)) };
  }
  // A body-taking method without a declared body still gets bodies thrown at it.
  return method === 'get' || method === 'delete' ? { kind: 'none' } : { kind: 'json', schema: {}, required: false };
}

export function readOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          in: p.in as Param['in'],
          name: p.name,
          required: p.required ?? p.in === 'path',
          schema: p.schema ?? {},
        }));
      operations.push({ method: method.toUpperCase(), path, params, body: bodyOf(op, method) });
    }
  }
  return operations;
}
