/**
 * @ipju/api-client: the typed client of the ipju API, generated from apps/server/openapi.json
 * (src/generated, by scripts/generate.ts) plus a thin runtime (src/runtime.ts): cookies, the partner
 * bearer credential, the required-parameter check (SPEC section 5) and error normalisation (section 8).
 *
 *   import { api, configureApi, isApiError, type ApiData } from '@ipju/api-client';
 *   const { data } = await api.searchApartments({ q: '잠실' });
 */
import type { operations as GeneratedOperations } from './generated/schema';
import { operations as operationMetadata } from './generated/metadata';
import type { DataOf, ParamsOf, ResponseOf } from './runtime';

export * from './generated/operations';
/**
 * Every operation by operationId, as a module namespace: `api.listItems(...)` is resolved by the bundler, so a
 * bundle holds only the operations its code calls (an object listing them all would hold all of them).
 */
export * as api from './generated/operations';
export type { components, paths } from './generated/schema';
export {
  assertRequired,
  buildUrl,
  configureApi,
  defineOperation,
  getApiConfig,
  request,
  requestFile,
  fileNameFromDisposition,
  resetApiConfig,
  serializeQuery,
  type ApiConfig,
  type ApiErrorContext,
  type AuthKind,
  type DataOf,
  type FileResult,
  type HttpMethod,
  type Operation,
  type OperationMeta,
  type OperationWithOptionalParams,
  type ParamsOf,
  type RequestOptions,
  type ResponseOf,
  type SuccessEnvelope,
} from './runtime';
export {
  ApiError,
  apiErrorFromNetworkFailure,
  apiErrorFromResponse,
  errorNameFor,
  isApiError,
  RequiredError,
  requiredParameterMessage,
  shouldReportApiError,
  type ApiErrorDetail,
  type ReportableError,
} from './errors';

/**
 * `operations` is both the metadata map (value: method, path, auth kind... by operationId) and
 * openapi-typescript's operation types (type), as in the generated files.
 */
export const operations = operationMetadata;
export type operations = GeneratedOperations;

export type OperationId = keyof GeneratedOperations & string;
/** The payload (`data`) of an operation's success body. */
export type ApiData<K extends OperationId> = DataOf<GeneratedOperations[K]>;
/** The flat params object of an operation: path and query parameters by name, `body` for the JSON body. */
export type ApiParams<K extends OperationId> = ParamsOf<GeneratedOperations[K]>;
/** The success body `{ status: 'success', data }` of an operation. */
export type ApiResponse<K extends OperationId> = ResponseOf<GeneratedOperations[K]>;
