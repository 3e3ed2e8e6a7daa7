/**
 * Every setting APP_MODE=production requires, with test values. `createTestApp(PRODUCTION_ENV)` runs the
 * production configuration on the run's test database (DATABASE_URL here is never opened).
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://ipju@db.internal/ipju',
  SESSION_SECRET: 'a-long-random-secret-for-tests-only',
  VISIT_CODE_SECRET: 'another-long-random-secret-for-tests-only',
  PORTONE_API_KEY: 'key',
  PORTONE_API_SECRET: 'secret',
  PORTONE_IMP_CODE: 'imp00000000',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SOLAPI_SENDER: '0212345678',
  PUBLIC_URL: 'https://ipju.example',
  FCM_PROJECT_ID: 'ipju-test',
  FCM_CLIENT_EMAIL: 'push@ipju-test.iam.gserviceaccount.com',
  FCM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnot-a-real-key\\n-----END PRIVATE KEY-----\\n',
  VIRTUAL_NUMBER_API_URL: 'https://vn.example/api',
  VIRTUAL_NUMBER_API_KEY: 'vn-test-key',
};
