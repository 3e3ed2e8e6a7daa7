import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { SERVER_ROOT } from '../../src/lib/paths';

const PRODUCTION_ENV = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://ipju@db.internal/ipju',
  SESSION_SECRET: 'a-long-random-secret-for-tests-only',
  PORTONE_API_KEY: 'key',
  PORTONE_API_SECRET: 'secret',
  PORTONE_IMP_CODE: 'imp00000000',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SOLAPI_SENDER: '0212345678',
  PUBLIC_URL: 'https://ipju.example',
};

describe('APP_MODE=production', () => {
  it('refuses to load without each required setting, naming it', () => {
    for (const name of Object.keys(PRODUCTION_ENV).filter((n) => n !== 'APP_MODE')) {
      const env: Record<string, string> = { ...PRODUCTION_ENV, [name]: '' };
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(name);
    }
    expect(() => loadConfig({ ...PRODUCTION_ENV, FILE_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'ipju.kr' })).toThrow('PUBLIC_URL');
  });

  it('loads with everything set, without demo defaults', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.isDemo).toBe(false);
    expect(config.sessionSecret).toBe(PRODUCTION_ENV.SESSION_SECRET);
    expect(config.sms.provider).toBe('solapi');
    expect(config.siteUrl).toBe('https://ipju.example');
  });

  it('the server process exits non-zero, printing the missing variable', { timeout: 120_000 }, () => {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), ...PRODUCTION_ENV, DATABASE_URL: '' };
    const tsx = path.resolve(SERVER_ROOT, '../../node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['src/main.ts'], { cwd: SERVER_ROOT, env, encoding: 'utf8', timeout: 110_000 });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toContain('DATABASE_URL');
  });
});
