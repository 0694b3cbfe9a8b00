import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTransportFakes,
  listen,
  mailHeader,
  smsGateway,
  smtpServer,
} from '#tooling/test-server/transport-fakes.ts';
import { createSmtpTransport, mailDomainOf } from './email-transport.ts';
import { createSmsGatewayTransport } from './sms-transport.ts';
import { createTransports, describeTransports } from './transports.ts';

afterEach(closeTransportFakes);

const KEY = '3f1b6a52-6d0e-4c47-9a8e-0c7d2b1f5e90';

const sms = {
  channel: 'sms' as const,
  recipient: '+15550100',
  subject: null,
  body: 'Job 48213: status Completed',
  key: KEY,
};
const email = {
  channel: 'email' as const,
  recipient: 'tech@test.plumbing',
  subject: 'Job 48213',
  body: 'Done.',
  key: KEY,
};

describe('HTTP SMS gateway transport', () => {
  it('POSTs { to, body } as JSON with the bearer token', async () => {
    const gateway = await smsGateway();
    await createSmsGatewayTransport({ url: gateway.url, token: 'secret-token' }).send(sms);
    expect(gateway.received).toHaveLength(1);
    const [request] = gateway.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(request?.headers.authorization).toBe('Bearer secret-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '+15550100', body: 'Job 48213: status Completed' });
  });

  it("sends the message's key as Idempotency-Key, the same on every attempt", async () => {
    const gateway = await smsGateway();
    const transport = createSmsGatewayTransport({ url: gateway.url, token: 't' });
    await transport.send(sms);
    await transport.send(sms);
    expect(gateway.received.map((request) => request.headers['idempotency-key'])).toEqual([KEY, KEY]);
  });

  it('sends no authorization header without a token', async () => {
    const gateway = await smsGateway();
    await createSmsGatewayTransport({ url: gateway.url, token: undefined }).send(sms);
    expect(gateway.received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails with the status and the answer, never the token, when the gateway refuses', async () => {
    const gateway = await smsGateway(503, 'queue full');
    const send = createSmsGatewayTransport({ url: gateway.url, token: 'secret-token' }).send(sms);
    await expect(send).rejects.toThrow('SMS gateway answered 503: queue full');
    await send.catch((error: Error) => expect(error.message).not.toContain('secret-token'));
  });

  it('fails when the gateway does not answer in time', async () => {
    const { port } = await listen(createServer(() => {}));
    const transport = createSmsGatewayTransport({
      url: `http://127.0.0.1:${port}/`,
      token: 't',
      timeoutMs: 100,
    });
    await expect(transport.send(sms)).rejects.toThrow();
  });

  it('fails when nothing listens', async () => {
    const { server, port } = await listen(createServer());
    server.close();
    await expect(
      createSmsGatewayTransport({ url: `http://127.0.0.1:${port}/`, token: 't' }).send(sms),
    ).rejects.toThrow();
  });
});

describe('SMTP transport (nodemailer)', () => {
  it('sends the message to a real SMTP listener from MAIL_FROM', async () => {
    const smtp = await smtpServer();
    const transport = createSmtpTransport(smtp.url, 'Staff Portal <portal@test.plumbing>');
    await transport.send(email);
    transport.close?.();
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message?.from).toContain('portal@test.plumbing');
    expect(message?.to).toEqual([expect.stringContaining('tech@test.plumbing')]);
    expect(message?.data).toContain('Subject: Job 48213');
    expect(message?.data).toContain('Done.');
  });

  it("uses the message's key as its Message-ID, at the domain of MAIL_FROM, on every attempt", async () => {
    const smtp = await smtpServer();
    const transport = createSmtpTransport(smtp.url, 'Staff Portal <portal@test.plumbing>');
    await transport.send(email);
    await transport.send(email);
    transport.close?.();
    expect(smtp.messages.map((message) => mailHeader(message, 'Message-ID'))).toEqual([
      `<${KEY}@test.plumbing>`,
      `<${KEY}@test.plumbing>`,
    ]);
  });

  it.each([
    ['portal@test.plumbing', 'test.plumbing'],
    ['Staff Portal <portal@mail.acme.example>', 'mail.acme.example'],
    ['"Acme, Inc." <noreply@acme.example>', 'acme.example'],
    ['Staff Portal', 'localhost'],
  ])('takes the Message-ID domain of %s as %s', (from, domain) => {
    expect(mailDomainOf(from)).toBe(domain);
  });

  it('fails when the server refuses the recipient', async () => {
    const smtp = await smtpServer({ refuseRecipient: true });
    const transport = createSmtpTransport(smtp.url, 'portal@test.plumbing');
    await expect(transport.send(email)).rejects.toThrow(/550/);
    transport.close?.();
  });
});

describe('createTransports', () => {
  it('logs the message when nothing is configured', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const transports = createTransports(
      { smtpUrl: undefined, mailFrom: undefined, smsGatewayUrl: undefined, smsGatewayToken: undefined },
      pino(sink),
    );
    await transports.email.send(email);
    await transports.sms.send(sms);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      channel: 'email',
      to: 'tech@test.plumbing',
      subject: 'Job 48213',
      body: 'Done.',
    });
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ channel: 'sms', to: '+15550100' });
  });

  it('uses the SMS gateway and SMTP when configured, and describes them without their URLs', async () => {
    const gateway = await smsGateway();
    const smtp = await smtpServer();
    const config = {
      smtpUrl: smtp.url,
      mailFrom: 'portal@test.plumbing',
      smsGatewayUrl: gateway.url,
      smsGatewayToken: 'secret-token',
    };
    const transports = createTransports(config, pino({ level: 'silent' }));
    await transports.sms.send(sms);
    await transports.email.send(email);
    transports.email.close?.();
    expect(gateway.received).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    expect(describeTransports(config)).toBe('email: SMTP, SMS: HTTP gateway');
    expect(describeTransports({ ...config, smtpUrl: undefined, smsGatewayUrl: undefined })).toBe(
      'email: log only, SMS: log only',
    );
  });
});
