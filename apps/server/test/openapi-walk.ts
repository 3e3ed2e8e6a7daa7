/**
 * Walks the app's own OpenAPI document for the fuzz-like tests (test/infra/fuzz-*.test.ts): every
 * operation with its parameters, its JSON body schema and the credentials it accepts, and request URLs
 * with valid placeholder values, so a test can send one odd value to one place at a time.
 *
 *   operationsOf(app)                  -> every operation of /api/v2 (method, path, parameters, body).
 *   placeholderFor(schema)             -> a value the schema accepts (enum's first, 1 for numbers, 'placeholder').
 *   urlFor(op, { path?, query? })      -> the operation's URL with placeholders for the other path params.
 *   credentialHeaders(op, creds)       -> the headers to try it with: one set per role that may call it.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** OpenAPI security requirements: undefined (public), [{}] in the list (optional), cookie and/or bearer. */
  security: Array<Record<string, unknown>> | undefined;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        security?: Operation['security'];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(app: FastifyInstance): { operations: Operation[]; resolve: (schema: JsonSchema) => JsonSchema } {
  const document = app.swagger() as unknown as Document;
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v2/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      // An event stream (the chat's SSE routes) never ends, so an injected request would never answer;
      // its parameters are tested by its own module (modules/chat/chat.stream.test.ts).
      if (op.responses?.['200']?.content?.['text/event-stream']) continue;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: op.operationId,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema ?? {}) })),
        body: op.requestBody?.content?.['application/json']?.schema,
        security: op.security,
      });
    }
  }
  return { operations, resolve };
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A value the schema accepts, as far as placeholders go (enum's first value, 1 for numbers, 'placeholder'). */
export function placeholderFor(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return placeholderFor(options[0]!);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [placeholderFor(schema.items ?? {})];
    default:
      return schema.format === 'date' ? '2030-01-02' : 'placeholder';
  }
}

/** Path parameters whose format a generic placeholder does not meet. */
const PATH_SAMPLES: Record<string, string> = { name: 'abcdefghijklmnop.jpg', date: '2030-01-02', token: 'sample-payment-link-token-0123456789abcdefgh' };

/** The URL of `op` with `path` values (others get placeholders) and the given query. */
export function urlFor(op: Operation, values: { path?: Record<string, string>; query?: Record<string, string> } = {}): string {
  let url = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const value = values.path?.[p.name] ?? PATH_SAMPLES[p.name] ?? String(placeholderFor(p.schema));
    url = url.replace(`{${p.name}}`, value);
  }
  const query = new URLSearchParams(values.query ?? {}).toString();
  return query ? `${url}?${query}` : url;
}

export interface Credentials {
  resident: string;
  partner: string;
  staff: string;
}

/**
 * One header set per role that may call the operation, all as bearer credentials: public operations are
 * called without one; bearer-only operations (partner and staff consoles) with both console roles.
 */
export function credentialHeaders(op: Operation, creds: Credentials): Array<Record<string, string>> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s)));
  if (schemes.size === 0) return [{}];
  if (schemes.has('sessionCookie')) return [bearer(creds.resident)];
  return [bearer(creds.partner), bearer(creds.staff)];
}

/** Queries the operation needs besides the one under test, with placeholders. */
export function requiredQuery(op: Operation, except: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of op.parameters.filter((x) => x.in === 'query' && x.required && x.name !== except)) {
    query[p.name] = String(placeholderFor(p.schema));
  }
  return query;
}
