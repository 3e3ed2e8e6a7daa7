import { withSafeText } from '@ipju/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The request validator of every route: fastify-type-provider-zod's, with each route schema (params,
 * querystring, body) wrapped by the contract's withSafeText, so NUL characters and lone surrogates are a
 * 400 naming the field in every string of every request, before the route's own schema runs.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withSafeText(route.schema as z.ZodType) });
