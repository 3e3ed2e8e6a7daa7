import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { SERVER_ROOT } from '../../src/lib/paths';
import { PRODUCTION_ENV } from '../production-env';


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

  it('takes PUBLIC_URL as an origin and refuses one with a path, which absolute URLs would drop', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://ipju.example/' }).siteUrl).toBe('https://ipju.example');
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://ipju.example:443' }).publicUrl).toBe('https://ipju.example');
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://10.0.0.5:3000' }).siteUrl).toBe('http://10.0.0.5:3000');
    for (const value of ['https://ipju.example/app', 'https://ipju.example/?x=1', 'ftp://ipju.example', 'https://user:pw@ipju.example']) {
      expect(() => loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: value }), value).toThrow('PUBLIC_URL');
    }
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
