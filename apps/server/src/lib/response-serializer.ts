import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How response bodies are written (RESPONSE_CHECK):
 * - 'compiled' (the server): each route's zod response schema is turned once into JSON Schema and compiled
 *   by fast-json-stringify (what Fastify does with JSON Schema routes), on the route's first answer. It writes
 *   only the schema's properties, like zod's encode, but does not check the body against the contract on
 *   every answer (zod's safeEncode walks the whole body each time: the biggest share of a list's cost).
 * - 'checked' (tests): zod checks every body against the contract as before (a body that breaks it is a 500),
 *   and the compiled serializer's output must say the same, so every API test also proves the compiled
 *   serializers right.
 */
export type ResponseCheck = 'compiled' | 'checked';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The zod schema of a route's response (the provider also accepts `{ properties: zodSchema }`). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/** fast-json-stringify compiled from the schema's output JSON Schema. */
export function compileSerializer(schema: z.ZodType): Serialize {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0], { ajv: { strict: false } }) as Serialize;
}

/** Compiles on the first answer of the route, so start-up does not pay for routes nobody calls. */
function lazily(compile: () => Serialize): Serialize {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile())(data);
}

export class ResponseMismatchError extends Error {
  constructor(route: string, zodJson: string, compiledJson: string) {
    super(`compiled serializer of ${route} differs from zod's:\n  zod:      ${zodJson.slice(0, 2000)}\n  compiled: ${compiledJson.slice(0, 2000)}`);
    this.name = 'ResponseMismatchError';
  }
}

export function responseSerializerCompiler(mode: ResponseCheck): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const zodSerialize = zodSerializerCompiler(route as never) as Serialize;
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerialize;
    if (mode === 'compiled') {
      // A schema fast-json-stringify cannot compile keeps zod's serializer ('checked' mode reports it).
      return lazily(() => {
        try {
          return compileSerializer(schema);
        } catch {
          return zodSerialize;
        }
      });
    }
    const compiled = lazily(() => compileSerializer(schema));
    return (data) => {
      const json = zodSerialize(data);
      const other = compiled(data);
      if (json !== other && !isDeepStrictEqual(JSON.parse(json), JSON.parse(other))) {
        throw new ResponseMismatchError(`${route.method} ${route.url}`, json, other);
      }
      return json;
    };
  };
}
