import {
  type api,
  apiErrorFromNetworkFailure,
  apiErrorFromResponse,
  configureApi,
  operations,
  type ApiError,
  type ApiErrorDetail,
  type OperationId,
} from '@ipju/api-client';
import { vi, type Mock } from 'vitest';

/**
 * The one API mock of the web tests. Every operation of the real generated client (`api`, by operationId) is
 * answered by a `vi.fn` reset before each test (vitest.setup.ts calls resetApiMock): the client hands each call
 * to the mock of its operationId (its `intercept` hook), so the application code runs unchanged against
 * stubs; everything else of `@ipju/api-client` stays real (`isApiError`, `ApiError`, the error
 * normalisation). An operation a test did not stub rejects, naming itself.
 *
 *   mockApi({ getBillingDetail: async () => ok(order) });
 *   apiMock.cancelBilling.mockRejectedValue(apiError(409, '이미 취소된 서비스예요.'));
 *   expect(apiMock.getBillingDetail).toHaveBeenCalledWith({ merchantUid });
 */

type Client = Pick<typeof api, OperationId>;
export type OperationName = OperationId;

/** What a stub of an operation is: the operation's own signature (its params, its success envelope). */
export type ApiStub<K extends OperationName> = (...args: Parameters<Client[K]>) => ReturnType<Client[K]>;

/** Each operation's mock, typed by operationId. */
export type ApiMock = { readonly [K in OperationName]: Mock<ApiStub<K>> };

const operationNames = Object.keys(operations) as OperationName[];

/** The client's operations as mocks; valid in a test (and its beforeEach) after the setup's reset. */
export const apiMock = Object.fromEntries(operationNames.map((operationId) => [operationId, vi.fn()])) as unknown as ApiMock;

/** Hands every operation call to its mock, with the caller's arguments as they were. */
function answerFromMocks(meta: { operationId: string }, args: readonly unknown[]): Promise<unknown> {
  const mock = apiMock[meta.operationId as OperationName] as unknown as (...a: unknown[]) => Promise<unknown>;
  return mock(...args);
}

function notStubbed(operationId: OperationName) {
  return () => Promise.reject(new Error(`api.${operationId} is not stubbed in this test: mockApi({ ${operationId}: ... }).`));
}

/** Replaces every operation with a fresh mock that rejects until a test stubs it (called before each test). */
export function resetApiMock(): void {
  configureApi({ intercept: answerFromMocks });
  for (const operationId of operationNames) {
    const mock = apiMock[operationId] as unknown as Mock<() => Promise<never>>;
    mock.mockReset();
    mock.mockImplementation(notStubbed(operationId));
  }
}

/** Stubs operations by operationId for this test: `mockApi({ getCart: async () => ok(cart) })`. */
export function mockApi(stubs: { [K in OperationName]?: ApiStub<K> }): ApiMock {
  for (const [operationId, stub] of Object.entries(stubs)) {
    // Each stub was type-checked against its operation above; the loop only hands it over.
    (apiMock[operationId as OperationName] as Mock).mockImplementation(stub);
  }
  return apiMock;
}

/** The success envelope an operation resolves with. */
export const ok = <D>(data: D) => ({ status: 'success' as const, data });

/**
 * What a failed call rejects with, built by the client's own normalisation from the server's error body
 * (SPEC section 8): an ApiError with `status`, `message`, and the field `details` or `code` when given.
 */
export function apiError(status: number, message: string, body: { details?: ApiErrorDetail[]; code?: string } = {}): ApiError {
  return apiErrorFromResponse(status, { message, ...body });
}

/** What a call rejects with when no response arrives (offline): status 0, code NETWORK_ERROR. */
export function networkError(): ApiError {
  return apiErrorFromNetworkFailure(new TypeError('Network Error'), false);
}
