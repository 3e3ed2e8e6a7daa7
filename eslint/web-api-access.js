/**
 * Web API access one way (docs/CONVENTIONS.md "API access (web)"): the generated client and React Query's
 * query and mutation builders are used only in operation files (`api/<operationId>.ts`), and tests stub the API
 * through src/test/api-mock.ts, never by mocking the client module or an api/ file.
 */
const web = 'apps/web/src';
const TEST_FILES = [`${web}/**/*.test.{ts,tsx}`, `${web}/**/test/**/*.{ts,tsx}`];

const ONLY_IN_OPERATION_FILES = "belongs in an operation file, api/<operationId>.ts (docs/CONVENTIONS.md 'API access (web)').";

const apiAccess = {
  files: [`${web}/**/*.{ts,tsx}`],
  ignores: [...TEST_FILES, `${web}/**/api/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@ipju/api-client', importNames: ['api'], message: `Calling the generated client ${ONLY_IN_OPERATION_FILES}` },
          {
            name: '@tanstack/react-query',
            importNames: [
              'useQuery',
              'useInfiniteQuery',
              'useSuspenseQuery',
              'useSuspenseInfiniteQuery',
              'useQueries',
              'useMutation',
              'queryOptions',
              'infiniteQueryOptions',
              'mutationOptions',
            ],
            message: `A query or mutation ${ONLY_IN_OPERATION_FILES} Use the hook it exports.`,
          },
        ],
      },
    ],
  },
};

const testsUseTheSharedMock = {
  files: TEST_FILES,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/^@ipju\\/api-client$|(^|\\/)api\\//]",
        message: "Stub the API with src/test/api-mock.ts (mockApi, apiMock), not by mocking the client or an api/ file.",
      },
    ],
  },
};

export const webApiAccess = [apiAccess, testsUseTheSharedMock];
