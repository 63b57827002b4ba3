import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../../server/config.ts';

describe('loadConfig: the environment parsed once, with defaults', () => {
  it('answers every documented default for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      host: 'localhost',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      storageDir: path.resolve('./data/files'),
      databaseUrl: undefined,
      logLevel: 'info',
      appSecret: undefined,
      demoListings: undefined,
      vitePort: 5173,
      cognito: {
        userPoolId: undefined,
        clientId: undefined,
        region: 'us-east-1',
        domain: undefined,
        endpoint: undefined,
        localPort: 9229,
        localConfirmationCode: '123456',
      },
      credits: { startingCredits: 100 },
      search: { statementTimeoutMs: 10_000 },
      downloads: { rowLimit: 2_500, linkTtlMs: 900_000 },
      mail: {
        smtpUrl: undefined,
        from: DEFAULT_MAIL_FROM,
        catcherSmtpPort: 1025,
        catcherWebPort: 1080,
        catcherHost: '127.0.0.1',
        delivery: true,
      },
      trustProxy: false,
      rateLimit: { perMinute: 300, sensitivePerHour: 20 },
      supportEmail: 'support@propscout.local',
      developerApi: { apiKeySecret: undefined, auditAllowPrivate: false },
      mapStyleUrl: null,
      billing: {
        provider: 'local',
        stripeSecretKey: undefined,
        stripeWebhookSecret: undefined,
        trialDays: 14,
        trialCredits: 200,
        graceDays: 7,
        priceOverrides: {},
      },
      databaseReadUrl: undefined,
      databaseReadConnectTimeoutMs: 3000,
      objectStorage: { bucket: undefined, endpoint: undefined, forcePathStyle: false },
      metrics: { port: undefined, token: undefined },
      jobs: { pollSeconds: 2, stallSeconds: 120, sweepSeconds: 60 },
      shutdownTimeoutMs: 25_000,
      feed: null,
      adminEmails: [],
    });
  });

  it('reads valid values, trimming blanks and trailing slashes; the public URL follows PORT', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      DATA_DIR: '/srv/propscout',
      SEARCH_STARTING_CREDITS: '0',
      SEARCH_STATEMENT_TIMEOUT_MS: '0',
      DOWNLOAD_ROW_LIMIT: '5',
      DOWNLOAD_URL_TTL_MS: '60000',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Deals <deals@example.com>',
      MAIL_DELIVERY: 'off',
      MAIL_CATCHER_SMTP_PORT: '0',
      COGNITO_DOMAIN: 'https://auth.example.com/',
      COGNITO_REGION: 'eu-west-2',
      DATABASE_URL: 'postgresql://db/propscout',
      LOG_LEVEL: 'debug',
      DEMO_LISTINGS: '250',
      APP_SECRET: 's3cret',
      HOST: '',
      VITE_PORT: '5174',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      host: 'localhost',
      dataDir: '/srv/propscout',
      storageDir: '/srv/propscout/files',
      databaseUrl: 'postgresql://db/propscout',
      logLevel: 'debug',
      demoListings: 250,
      appSecret: 's3cret',
      vitePort: 5174,
      cognito: { domain: 'https://auth.example.com', region: 'eu-west-2' },
      credits: { startingCredits: 0 },
      search: { statementTimeoutMs: 0 },
      downloads: { rowLimit: 5, linkTtlMs: 60_000 },
      mail: { smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Deals <deals@example.com>', delivery: false, catcherSmtpPort: 0 },
    });
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
    expect(loadConfig({ MAIL_DELIVERY: 'on' }).mail.delivery).toBe(true);
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.com/style.json' }).mapStyleUrl).toBe('https://tiles.example.com/style.json');
    expect(loadConfig({ MAP_STYLE_URL: '/basemap/style.json' }).mapStyleUrl).toBe('/basemap/style.json');
  });

  it.each([
    ['DOWNLOAD_ROW_LIMIT', '10k', "DOWNLOAD_ROW_LIMIT must be a whole number ≥ 1, got '10k'"],
    ['DOWNLOAD_ROW_LIMIT', '0', "DOWNLOAD_ROW_LIMIT must be a whole number ≥ 1, got '0'"],
    ['DOWNLOAD_URL_TTL_MS', '1.5', "DOWNLOAD_URL_TTL_MS must be a whole number ≥ 1, got '1.5'"],
    ['SEARCH_STATEMENT_TIMEOUT_MS', '-1', "SEARCH_STATEMENT_TIMEOUT_MS must be a whole number ≥ 0, got '-1'"],
    ['SEARCH_STARTING_CREDITS', 'lots', "SEARCH_STARTING_CREDITS must be a whole number ≥ 0, got 'lots'"],
    ['PORT', '70000', "PORT must be a whole number from 0 to 65535, got '70000'"],
    ['MAIL_CATCHER_WEB_PORT', '1e3', "MAIL_CATCHER_WEB_PORT must be a whole number from 0 to 65535, got '1e3'"],
    ['MAIL_DELIVERY', 'no', "MAIL_DELIVERY must be one of 'on', 'off', got 'no'"],
    ['LOG_LEVEL', 'verbose', "LOG_LEVEL must be one of 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent', got 'verbose'"],
    [
      'PUBLIC_URL',
      'portal.example.com',
      "PUBLIC_URL must be an address starting with http:// or https://, such as https://portal.example.com, got 'portal.example.com'",
    ],
    [
      'SMTP_URL',
      'mail.example.com:587',
      "SMTP_URL must be an address starting with smtp:// or smtps://, such as smtp://user:pass@host:587, got 'mail.example.com:587'",
    ],
    [
      'DATABASE_URL',
      'mysql://root:hunter2@db/x',
      "DATABASE_URL must be an address starting with postgres:// or postgresql://, such as postgres://user:pass@host:5432/db, got 'mysql://***@db/x'",
    ],
    ['APP_SECRET', 'x'.repeat(1001), 'APP_SECRET must be text of at most 1000 characters, got a value of 1001 characters'],
    [
      'API_KEY_SECRET',
      'short',
      'API_KEY_SECRET must be secret text of at least 32 characters, such as the output of openssl rand -hex 32, got a value of 5 characters',
    ],
    ['AUDIT_ALLOW_PRIVATE', 'yes', "AUDIT_ALLOW_PRIVATE must be one of 'true', 'false', got 'yes'"],
    [
      'MAP_STYLE_URL',
      '//tiles.example.com/style.json',
      "MAP_STYLE_URL must be an address of a MapLibre style such as https://tiles.example.com/style.json, or a path on the portal such as /basemap/style.json, got '//tiles.example.com/style.json'",
    ],
    ['COGNITO_REGION', 'Virginia', "COGNITO_REGION must be an AWS region such as us-east-1, got 'Virginia'"],
    ['COGNITO_LOCAL_CODE', 'x'.repeat(21), `COGNITO_LOCAL_CODE must be text of at most 20 characters, got '${'x'.repeat(21)}'`],
  ])('refuses %s=%s, naming the variable and the expected form', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  describe('the RESO Web API feed', () => {
    const feed = {
      RESO_FEED_URL: 'https://api.mls.example.com/reso/odata/',
      RESO_TOKEN_URL: 'https://api.mls.example.com/oauth2/token',
      RESO_CLIENT_ID: 'portal',
      RESO_CLIENT_SECRET: 'very-secret',
    };

    it('is off without RESO_FEED_URL, and reads the feed with its defaults when it is set', () => {
      expect(loadConfig({}).feed).toBeNull();
      expect(loadConfig(feed).feed).toEqual({
        id: 'reso',
        baseUrl: 'https://api.mls.example.com/reso/odata',
        tokenUrl: 'https://api.mls.example.com/oauth2/token',
        clientId: 'portal',
        clientSecret: 'very-secret',
        scope: undefined,
        resource: 'Property',
        media: false,
        syncMinutes: 15,
        pageSize: 200,
      });
      expect(
        loadConfig({
          ...feed,
          RESO_FEED_ID: 'crmls',
          RESO_RESOURCE: 'Property',
          RESO_MEDIA: 'expand',
          RESO_SYNC_MINUTES: '5',
          RESO_PAGE_SIZE: '1000',
          RESO_SCOPE: 'api',
        }).feed,
      ).toMatchObject({ id: 'crmls', media: true, syncMinutes: 5, pageSize: 1000, scope: 'api' });
    });

    it('refuses a feed without its credentials, and never shows the client secret', () => {
      expect(() => loadConfig({ RESO_FEED_URL: feed.RESO_FEED_URL, RESO_CLIENT_ID: 'portal' })).toThrow(
        "RESO_FEED_URL needs RESO_TOKEN_URL, RESO_CLIENT_SECRET (the feed's OAuth2 client credentials)",
      );
      expect(() => loadConfig({ ...feed, RESO_CLIENT_SECRET: 'x'.repeat(1001) })).toThrow(
        'RESO_CLIENT_SECRET must be text of at most 1000 characters, got a value of 1001 characters',
      );
      expect(() => loadConfig({ ...feed, RESO_PAGE_SIZE: '5000' })).toThrow('RESO_PAGE_SIZE must be a whole number from 1 to 1000');
    });

    it('reads ADMIN_EMAILS as a lower-case list', () => {
      expect(loadConfig({ ADMIN_EMAILS: 'Ops@Example.com, lead@example.com' }).adminEmails).toEqual([
        'ops@example.com',
        'lead@example.com',
      ]);
      expect(() => loadConfig({ ADMIN_EMAILS: 'ops' })).toThrow('ADMIN_EMAILS must be comma-separated e-mail addresses');
    });
  });

  describe('billing by intent', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

    it('runs Stripe when its keys are set, and the local test billing otherwise (development)', () => {
      expect(loadConfig(stripe).billing.provider).toBe('stripe');
      expect(loadConfig({}).billing.provider).toBe('local');
      expect(loadConfig({ ...stripe, BILLING_PROVIDER: 'local' }).billing.provider).toBe('local');
    });

    it('refuses to start in production without Stripe keys unless BILLING_PROVIDER=local says so', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        'NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set BILLING_PROVIDER=local',
      );
      expect(loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'local' }).billing.provider).toBe('local');
      expect(loadConfig({ NODE_ENV: 'production', ...stripe }).billing.provider).toBe('stripe');
    });

    it('refuses Stripe with a missing key, naming both variables', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
        'Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      );
      expect(() => loadConfig({ BILLING_PROVIDER: 'stripe' })).toThrow('Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      expect(() => loadConfig({ BILLING_PROVIDER: 'paypal' })).toThrow("BILLING_PROVIDER must be one of 'stripe', 'local', got 'paypal'");
    });
  });
});
