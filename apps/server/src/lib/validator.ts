import { needsSafeTextPass, withSafeText } from '@ipju/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The request validator of every route: fastify-type-provider-zod's, with each route schema (params,
 * querystring, body) wrapped by the contract's withSafeText, so NUL characters and lone surrogates are a
 * 400 naming the field in every string of every request, and invisible format characters (zero-width, bidi
 * controls) are stripped from every string, before the route's own schema runs and judges what is left.
 *
 * Both forms are compiled: input without such text (nearly every request) goes straight to the route's schema,
 * which gives exactly what the wrapped one would (its passes change nothing), without the wrapper's extra
 * passes; input with such text goes through the wrapped schema for its 400 or its stripping.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const plain = zodValidatorCompiler(route);
  const guarded = zodValidatorCompiler({ ...route, schema: withSafeText(route.schema as z.ZodType) });
  return (data) => (needsSafeTextPass(data) ? guarded(data) : plain(data));
};
