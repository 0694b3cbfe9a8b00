import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: notifications and support', () => {
  it('defaults to log-only delivery, a 5 s outbox poll and no support contact', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: undefined,
      smsGatewayUrl: undefined,
      smsGatewayToken: undefined,
      supportPhone: null,
      supportEmail: null,
      outboxPollMs: 5000,
    });
  });

  it('reads the transports, the support contact and the poll interval', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.test.plumbing:465',
      MAIL_FROM: 'Staff Portal <portal@test.plumbing>',
      SMS_GATEWAY_URL: 'https://sms.test.plumbing/v1/messages',
      SMS_GATEWAY_TOKEN: 'token-123',
      SUPPORT_PHONE: ' (555) 010-2000 ',
      SUPPORT_EMAIL: 'help@test.plumbing',
      OUTBOX_POLL_MS: '0',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.test.plumbing:465',
      mailFrom: 'Staff Portal <portal@test.plumbing>',
      smsGatewayUrl: 'https://sms.test.plumbing/v1/messages',
      smsGatewayToken: 'token-123',
      supportPhone: '(555) 010-2000',
      supportEmail: 'help@test.plumbing',
      outboxPollMs: 0,
    });
  });

  it('lists every bad value at once', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'mail.test.plumbing',
        SMS_GATEWAY_URL: 'ftp://sms.test.plumbing',
        SUPPORT_EMAIL: 'not-an-email',
        OUTBOX_POLL_MS: '-1',
      }),
    ).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*SMS_GATEWAY_URL: must be an http:\/\/ or https:\/\/ URL[\s\S]*SUPPORT_EMAIL: must be an email address[\s\S]*OUTBOX_POLL_MS/,
    );
  });

  it('limits sign-in to 20 a minute per address unless LOGIN_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).loginRateLimit).toBe(20);
    expect(loadConfig({ LOGIN_RATE_LIMIT: '5000' }).loginRateLimit).toBe(5000);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(/LOGIN_RATE_LIMIT/);
  });

  it('keeps deleted work orders 30 days unless DELETED_RETENTION_DAYS says otherwise, at least 1', () => {
    expect(loadConfig({}).deletedRetentionDays).toBe(30);
    expect(loadConfig({ DELETED_RETENTION_DAYS: '90' }).deletedRetentionDays).toBe(90);
    for (const bad of ['0', '-3', '1.5', 'month']) {
      expect(() => loadConfig({ DELETED_RETENTION_DAYS: bad }), bad).toThrow(/DELETED_RETENTION_DAYS/);
    }
  });

  it('needs MAIL_FROM with SMTP_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(
      'MAIL_FROM: required when SMTP_URL is set',
    );
  });
});

describe('loadConfig: where it listens and how it logs', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('logs readable lines to a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT: must be pretty or json');
  });
});

describe('loadConfig: time limits (ADR 033)', () => {
  it('waits 5 s for a connection and 15 s for a statement, 30 s per request, 10 min per upload', () => {
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { connectMs: 5000, queryMs: 15_000 },
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 600_000,
      headersTimeoutMs: 10_000,
      shutdownGraceMs: 10_000,
    });
  });

  it('reads each limit from its variable, and refuses a limit of nothing', () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_QUERY_TIMEOUT_MS: '3000',
      REQUEST_TIMEOUT_MS: '20000',
      UPLOAD_TIMEOUT_MS: '120000',
      HEADERS_TIMEOUT_MS: '5000',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(config).toMatchObject({
      databaseTimeouts: { connectMs: 2000, queryMs: 3000 },
      requestTimeoutMs: 20_000,
      uploadTimeoutMs: 120_000,
      headersTimeoutMs: 5000,
      shutdownGraceMs: 0,
    });
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: '0', REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /DB_QUERY_TIMEOUT_MS[\s\S]*REQUEST_TIMEOUT_MS/,
    );
  });
});
