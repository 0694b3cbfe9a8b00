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
  it('trusts no proxy unless TRUST_PROXY names them: every hop, a number, or their addresses', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' loopback, 10.0.0.0/8 ,fd00::/8,::1 ')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
    ]);
    for (const bad of [
      '0',
      '101',
      'yes',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.300',
      'proxy.example.com',
      '10.0.0.1,',
      '1.2.3.4/8/1',
    ]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be true, false, a number of proxies/);
    }
  });

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

describe('loadConfig: attachment store (ADR 042)', () => {
  const s3 = {
    ATTACHMENT_STORE: 's3',
    S3_ENDPOINT: 'https://minio.test.plumbing:9000',
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'portal-attachments',
    S3_ACCESS_KEY_ID: 'portal',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps attachments on disk unless ATTACHMENT_STORE says s3', () => {
    expect(loadConfig({})).toMatchObject({ attachmentStore: 'disk', s3: undefined });
    expect(() => loadConfig({ ATTACHMENT_STORE: 'ftp' })).toThrow('ATTACHMENT_STORE: must be disk or s3');
  });

  it('reads the bucket, its endpoint and credentials', () => {
    expect(loadConfig(s3)).toMatchObject({
      attachmentStore: 's3',
      s3: {
        endpoint: 'https://minio.test.plumbing:9000',
        region: 'us-east-1',
        bucket: 'portal-attachments',
        accessKeyId: 'portal',
        secretAccessKey: 'very-secret-key',
        forcePathStyle: true,
      },
    });
  });

  it('needs no endpoint (AWS itself) and no keys (the default credential chain)', () => {
    const config = loadConfig({ ATTACHMENT_STORE: 's3', S3_REGION: 'eu-west-1', S3_BUCKET: 'b-1' });
    expect(config.s3).toEqual({
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'b-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('reads the bucket with the disk store too: the copy command writes to it before the switch', () => {
    const { ATTACHMENT_STORE: _, ...bucketOnly } = s3;
    expect(loadConfig(bucketOnly)).toMatchObject({
      attachmentStore: 'disk',
      s3: { bucket: 'portal-attachments' },
    });
  });

  it('refuses s3 without a bucket and a region, and half a key pair', () => {
    expect(() => loadConfig({ ATTACHMENT_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when ATTACHMENT_STORE is s3[\s\S]*S3_REGION: required when ATTACHMENT_STORE is s3/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b-1' })).toThrow('S3_REGION: required when S3_BUCKET is set');
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: undefined })).toThrow(
      'S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
  });

  it('never repeats the secret key in a start-up error', () => {
    const messageOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const halfPair = messageOf({ ...s3, S3_ACCESS_KEY_ID: undefined });
    const badValues = messageOf({ ...s3, S3_ENDPOINT: 'not a url', S3_REGION: '' });
    expect(halfPair).toContain('S3_ACCESS_KEY_ID');
    expect(badValues).toMatch(/S3_ENDPOINT[\s\S]*S3_REGION/);
    for (const message of [halfPair, badValues]) expect(message).not.toContain('very-secret-key');
  });
});
