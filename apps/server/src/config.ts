import path from 'node:path';
import { REVIEW_REWARD_DEFAULTS } from '@ipju/contract';
import { z } from 'zod';
import { siteOriginOf, siteUrlOf } from './lib/site-url';

/**
 * All configuration comes from the environment, read once at start-up. Every variable is listed in the
 * README's configuration table; keep the two in step.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SESSION_SECRET: optional,
  /** Key material for the 공동현관 비밀번호 of orders (AES-256-GCM, lib/secret-box.ts). */
  VISIT_CODE_SECRET: optional,
  /** Origins (besides the server's own) allowed to send cookie-authenticated state changes. */
  ALLOWED_ORIGINS: optional,
  /** Trust X-Forwarded-* (client IP for rate limits, HTTPS for Secure cookies) only behind a known proxy. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: optional,
  REDIS_URL: optional,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** Sign-in codes one IP may request per hour (many phones share one address behind a carrier's NAT). */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  /** Sign-in codes one number may request per hour: the guard against SMS pumping (SPEC 4: 5). */
  OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  SENTRY_DSN: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['outbox', 'solapi']).optional(),
  SOLAPI_API_KEY: optional,
  SOLAPI_API_SECRET: optional,
  SOLAPI_SENDER: optional,
  /** Push notifications: 'outbox' records them (demo default), 'fcm' sends through Firebase Cloud Messaging (production default). */
  PUSH_PROVIDER: z.enum(['outbox', 'fcm']).optional(),
  FCM_PROJECT_ID: optional,
  FCM_CLIENT_EMAIL: optional,
  /** The service account's private key (PEM); `\n` escapes are turned into line breaks. */
  FCM_PRIVATE_KEY: optional,
  /** 050 안심번호: 'local' maps numbers in the database (demo default), 'http' calls the provider's REST API (production default). */
  VIRTUAL_NUMBER_PROVIDER: z.enum(['local', 'http']).optional(),
  VIRTUAL_NUMBER_API_URL: optional,
  VIRTUAL_NUMBER_API_KEY: optional,
  PORTONE_API_KEY: optional,
  PORTONE_API_SECRET: optional,
  PORTONE_IMP_CODE: optional,
  PORTONE_API_BASE: optional,
  /** PortOne `pg` values of the payment window per method (channel names of the merchant's contracts). */
  PORTONE_PG_CARD: z.string().default('html5_inicis'),
  PORTONE_PG_VBANK: z.string().default('html5_inicis'),
  PORTONE_PG_KAKAOPAY: z.string().default('kakaopay'),
  PORTONE_PG_NAVERPAY: z.string().default('naverpay'),
  /** Hours a virtual account waits for the deposit. */
  VBANK_DUE_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** Minutes an order may wait in 결제대기 (window opened, no result) before the job closes it and releases its coupons and points. */
  /** 반반 결제: days the resident has to pay the second half after the company marks the work done. */
  BALANCE_DUE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  PAYMENT_ABANDON_MINUTES: z.coerce.number().int().min(5).max(1440).default(20),
  JOB_QUEUE: z.enum(['pgboss', 'inline']).default('pgboss'),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_PUBLIC_URL: optional,
  APPLE_CLIENT_ID: optional,
  APPLE_REDIRECT_URI: optional,
  APPLE_KEYS_URL: z.string().default('https://appleid.apple.com/auth/keys'),
  MIN_APP_VERSION_IOS: z.string().default('1.0.0'),
  MIN_APP_VERSION_ANDROID: z.string().default('1.0.0'),
  CHAT_CHANNEL_URL: z.string().default('https://pf.kakao.com/_ipju/chat'),
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /** How response bodies are written: compiled serializers, or also checked by zod against the contract (tests). */
  RESPONSE_CHECK: z.enum(['compiled', 'checked']).default('compiled'),
  /** Review rewards in points (text review, photo review), the text length they need, the take-back period. */
  REVIEW_POINTS_TEXT: z.coerce.number().int().min(0).max(100_000).default(REVIEW_REWARD_DEFAULTS.text),
  REVIEW_POINTS_PHOTO: z.coerce.number().int().min(0).max(100_000).default(REVIEW_REWARD_DEFAULTS.photo),
  REVIEW_POINTS_MIN_LENGTH: z.coerce.number().int().min(0).max(1000).default(REVIEW_REWARD_DEFAULTS.minLength),
  REVIEW_POINTS_CLAWBACK_DAYS: z.coerce.number().int().min(0).max(3650).default(REVIEW_REWARD_DEFAULTS.clawbackDays),
  /** The move-in assistant's optional language model (an OpenAI-compatible /chat/completions); none: templates. */
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: optional,
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  mode: 'demo' | 'production';
  isDemo: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  sessionSecret: string;
  /** Key material for sealing orders' 공동현관 비밀번호 (lib/secret-box.ts); required in production. */
  visitCodeSecret: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  /** PUBLIC_URL as an origin (`https://ipju.kr/` is `https://ipju.kr`); see lib/site-url.ts. */
  publicUrl: string | undefined;
  /**
   * The site's address for absolute URLs that other people see (share pages' og:url and og:image):
   * PUBLIC_URL, or in demo mode without it http://localhost:PORT. Never the request's Host header, which
   * any client can forge and which would end up in cached pages and link previews (lib/site-url.ts).
   */
  siteUrl: string;
  redisUrl: string | undefined;
  rateLimitMax: number;
  otpSendsPerIpPerHour: number;
  otpSendsPerPhonePerHour: number;
  sentryDsn: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  sms: { provider: 'outbox' | 'solapi'; apiKey?: string; apiSecret?: string; sender?: string };
  /** Push notifications: recorded in the outbox, or sent through FCM HTTP v1 with a service account. */
  push: { provider: 'outbox' | 'fcm'; projectId?: string; clientEmail?: string; privateKey?: string };
  /** 050 안심번호 (lib/virtual-numbers): the local table, or the provider's REST API (docs/PARTNER.md). */
  virtualNumbers: { provider: 'local' | 'http'; apiUrl?: string; apiKey?: string };
  portone: {
    apiKey: string;
    apiSecret: string;
    impCode: string;
    /** PortOne's REST base URL; undefined in demo mode means the in-process sandbox (/sandbox/portone). */
    apiBase: string | undefined;
    /** Demo mode: this server serves the PortOne-compatible sandbox under /sandbox/portone. */
    sandbox: boolean;
    pg: { card: string; vbank: string; kakaopay: string; naverpay: string };
    vbankDueHours: number;
    /** PAYMENT_ABANDON_MINUTES: an order left in 결제대기 this long (since the window last opened) is closed. */
    abandonMinutes: number;
    /** BALANCE_DUE_DAYS: 반반 결제's second half is due this many days after the work is marked done. */
    balanceDueDays: number;
  };
  /** 'pgboss': jobs on the database (default); 'inline': run in-process without persistence (tests). */
  jobQueue: 'pgboss' | 'inline';
  files: { storage: 'local' | 's3'; bucket?: string; region?: string; publicUrl?: string };
  apple: { clientId?: string; redirectUri?: string; keysUrl: string };
  minAppVersion: { ios: string; android: string };
  chatChannelUrl: string;
  seedDemoData: Env['SEED_DEMO_DATA'];
  /** How long GET /items and /related_items reuse the in-memory catalogue snapshot (0: read every time). */
  catalogCacheTtlMs: number;
  /** 'compiled' writes response bodies with compiled serializers; 'checked' also checks them with zod (lib/response-serializer.ts). */
  responseCheck: 'compiled' | 'checked';
  /** Review rewards (points): text and photo review amounts, text length needed, take-back period in days. */
  reviews: { textPoints: number; photoPoints: number; minLength: number; clawbackDays: number };
  /**
   * The move-in assistant's language model (lib/language-model): an OpenAI-compatible endpoint that only phrases
   * a plan's summary. Undefined (the default) when AI_BASE_URL or AI_MODEL is not set: templates write it.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
}

/** Thrown when production mode lacks a required setting; main.ts prints it and exits. */
export class ConfigError extends Error {}

/** Settings production refuses to start without, with what each is for. */
const PRODUCTION_REQUIRED: Array<[keyof Env, string]> = [
  ['DATABASE_URL', 'PostgreSQL connection string'],
  ['SESSION_SECRET', 'secret for signing upload URLs and cookies'],
  ['VISIT_CODE_SECRET', "key material for encrypting orders' building entry codes (AES-256-GCM)"],
  ['PORTONE_API_KEY', 'PortOne REST API key'],
  ['PORTONE_API_SECRET', 'PortOne REST API secret'],
  ['PORTONE_IMP_CODE', 'PortOne merchant code (imp_...)'],
  ['SOLAPI_API_KEY', 'Solapi SMS API key'],
  ['SOLAPI_API_SECRET', 'Solapi SMS API secret'],
  ['SOLAPI_SENDER', 'registered SMS sender number'],
  ['PUBLIC_URL', "the site's public address, e.g. https://ipju.kr (links, share previews, CSRF origin check)"],
];

/** PUBLIC_URL as the site's origin; a path, query or credentials would be dropped silently, so they are refused. */
function publicUrlOf(value: string): string {
  const refuse = () =>
    new ConfigError(`PUBLIC_URL must be the site's origin, starting with https:// or http:// and without a path, e.g. https://ipju.kr (got ${value}).`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) throw refuse();
  return siteOriginOf(value);
}

const DEMO_SESSION_SECRET = 'ipju-demo-session-secret-not-for-production';
const DEMO_VISIT_CODE_SECRET = 'ipju-demo-visit-code-secret-not-for-production';

/** PortOne's REST API (v1). */
export const PORTONE_API = 'https://api.iamport.kr';

/** Credentials the sandbox (/sandbox/portone) accepts in demo mode. */
export const SANDBOX_PORTONE = { apiKey: 'sandbox-api-key', apiSecret: 'sandbox-api-secret', impCode: 'imp00000000' } as const;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  const isDemo = env.APP_MODE === 'demo';
  if (!isDemo) {
    for (const [name, what] of PRODUCTION_REQUIRED) {
      if (!env[name]) throw new ConfigError(`APP_MODE=production requires ${name} (${what}).`);
    }
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) {
      throw new ConfigError('FILE_STORAGE=s3 requires S3_BUCKET.');
    }
  }
  const pushProvider = env.PUSH_PROVIDER ?? (isDemo ? 'outbox' : 'fcm');
  if (pushProvider === 'fcm' && !(env.FCM_PROJECT_ID && env.FCM_CLIENT_EMAIL && env.FCM_PRIVATE_KEY)) {
    throw new ConfigError(
      `PUSH_PROVIDER=fcm${env.PUSH_PROVIDER ? '' : ' (the production default)'} requires FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY (a Firebase service account); PUSH_PROVIDER=outbox only records pushes.`,
    );
  }
  const vnProvider = env.VIRTUAL_NUMBER_PROVIDER ?? (isDemo ? 'local' : 'http');
  if (vnProvider === 'http' && !(env.VIRTUAL_NUMBER_API_URL && env.VIRTUAL_NUMBER_API_KEY)) {
    throw new ConfigError(
      `VIRTUAL_NUMBER_PROVIDER=http${env.VIRTUAL_NUMBER_PROVIDER ? '' : ' (the production default)'} requires VIRTUAL_NUMBER_API_URL and VIRTUAL_NUMBER_API_KEY (the 050 안심번호 provider's REST API).`,
    );
  }
  const publicUrl = env.PUBLIC_URL === undefined ? undefined : publicUrlOf(env.PUBLIC_URL);
  return {
    mode: env.APP_MODE,
    isDemo,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    sessionSecret: env.SESSION_SECRET ?? DEMO_SESSION_SECRET,
    visitCodeSecret: env.VISIT_CODE_SECRET ?? DEMO_VISIT_CODE_SECRET,
    // In demo mode the Vite dev server (npm run dev) proxies API calls with its own origin.
    allowedOrigins: [...(env.ALLOWED_ORIGINS ?? '').split(','), ...(isDemo ? ['http://localhost:5173'] : [])]
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    publicUrl,
    siteUrl: siteUrlOf(publicUrl, env.PORT),
    redisUrl: env.REDIS_URL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    otpSendsPerPhonePerHour: env.OTP_SENDS_PER_PHONE_PER_HOUR,
    sentryDsn: env.SENTRY_DSN,
    logLevel: env.LOG_LEVEL,
    sms: {
      provider: env.SMS_PROVIDER ?? (isDemo ? 'outbox' : 'solapi'),
      apiKey: env.SOLAPI_API_KEY,
      apiSecret: env.SOLAPI_API_SECRET,
      sender: env.SOLAPI_SENDER,
    },
    push: {
      provider: pushProvider,
      projectId: env.FCM_PROJECT_ID,
      clientEmail: env.FCM_CLIENT_EMAIL,
      privateKey: env.FCM_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    },
    virtualNumbers: { provider: vnProvider, apiUrl: env.VIRTUAL_NUMBER_API_URL, apiKey: env.VIRTUAL_NUMBER_API_KEY },
    portone: {
      // Demo mode signs in to the sandbox with its documented credentials unless real ones are given.
      apiKey: env.PORTONE_API_KEY ?? SANDBOX_PORTONE.apiKey,
      apiSecret: env.PORTONE_API_SECRET ?? SANDBOX_PORTONE.apiSecret,
      impCode: env.PORTONE_IMP_CODE ?? SANDBOX_PORTONE.impCode,
      apiBase: env.PORTONE_API_BASE ?? (isDemo ? undefined : PORTONE_API),
      sandbox: isDemo,
      pg: {
        card: env.PORTONE_PG_CARD,
        vbank: env.PORTONE_PG_VBANK,
        kakaopay: env.PORTONE_PG_KAKAOPAY,
        naverpay: env.PORTONE_PG_NAVERPAY,
      },
      vbankDueHours: env.VBANK_DUE_HOURS,
      abandonMinutes: env.PAYMENT_ABANDON_MINUTES,
      balanceDueDays: env.BALANCE_DUE_DAYS,
    },
    jobQueue: env.JOB_QUEUE,
    files: { storage: env.FILE_STORAGE, bucket: env.S3_BUCKET, region: env.S3_REGION, publicUrl: env.S3_PUBLIC_URL },
    apple: { clientId: env.APPLE_CLIENT_ID, redirectUri: env.APPLE_REDIRECT_URI, keysUrl: env.APPLE_KEYS_URL },
    minAppVersion: { ios: env.MIN_APP_VERSION_IOS, android: env.MIN_APP_VERSION_ANDROID },
    chatChannelUrl: env.CHAT_CHANNEL_URL,
    seedDemoData: env.SEED_DEMO_DATA,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    responseCheck: env.RESPONSE_CHECK,
    reviews: {
      textPoints: env.REVIEW_POINTS_TEXT,
      photoPoints: env.REVIEW_POINTS_PHOTO,
      minLength: env.REVIEW_POINTS_MIN_LENGTH,
      clawbackDays: env.REVIEW_POINTS_CLAWBACK_DAYS,
    },
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
        : undefined,
  };
}
