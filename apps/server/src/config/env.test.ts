import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.resolve('data'),
      redisUrl: null,
      sessionTtlHours: 12,
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      sentry: { dsn: null, tracesSampleRate: 0.25 },
      argon2: { memoryCost: 19_456, timeCost: 2 },
      login: { maxAttempts: 5, maxAttemptsPerIp: 20, windowMinutes: 15 },
      maintenanceMode: false,
      seedDemo: true,
      webDist: path.resolve('apps/web/dist'),
    });
    expect(config.appVersion).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
  });

  it('reads flags, numbers and URLs from their string form', () => {
    const config = loadConfig({
      PORT: '8080',
      MAINTENANCE_MODE: 'true',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      APP_URL: 'https://agents.fernway.example/',
      APP_VERSION: '2.4.1',
    });
    expect(config).toMatchObject({
      port: 8080,
      maintenanceMode: true,
      seedDemo: false,
      databaseUrl: 'postgres://portal@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      appUrl: 'https://agents.fernway.example',
      appVersion: '2.4.1',
    });
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: null,
      smtpUrl: null,
    });
  });

  it('requires SESSION_SECRET in production, and no dev default there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      REALTIME_APP_SECRET: 'r'.repeat(16),
    });
    expect(config.sessionSecret).toBe('s'.repeat(32));
    expect(config.isProduction).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAINTENANCE_MODE: 'maybe' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*MAINTENANCE_MODE/);
  });
});
