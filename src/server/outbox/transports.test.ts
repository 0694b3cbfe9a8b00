import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './email-transport.ts';
import { createSmsGatewayTransport } from './sms-transport.ts';
import { createTransports, describeTransports } from './transports.ts';

const servers: (Server | TcpServer)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close();
  }
});

async function listen<T extends Server | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

type Received = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };

/** A real SMS gateway stand-in on 127.0.0.1 that answers with the given status. */
async function smsGateway(status = 202, answer = '{"id":"m1"}') {
  const received: Received[] = [];
  const { port } = await listen(
    createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    }),
  );
  return { received, url: `http://127.0.0.1:${port}/v1/messages` };
}

const sms = {
  channel: 'sms' as const,
  recipient: '+15550100',
  subject: null,
  body: 'Job 48213: status Completed',
};
const email = {
  channel: 'email' as const,
  recipient: 'tech@test.plumbing',
  subject: 'Job 48213',
  body: 'Done.',
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

type SmtpMessage = { from: string; to: string[]; data: string };

/** Just enough SMTP (no TLS, no auth) to accept or refuse one message per session. */
async function smtpServer(options: { refuseRecipient?: boolean } = {}) {
  const messages: SmtpMessage[] = [];
  const { port } = await listen(
    createTcpServer((socket) => {
      let buffer = '';
      let inData = false;
      let current: SmtpMessage = { from: '', to: [], data: '' };
      const answer = (line: string): string | undefined => {
        if (inData) {
          if (line !== '.') {
            current.data += `${line}\n`;
            return undefined;
          }
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          return '250 2.0.0 queued';
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') current.from = line;
        if (command === 'RCPT' && options.refuseRecipient) return '550 5.1.1 no such user';
        if (command === 'RCPT') current.to.push(line);
        if (command === 'DATA') {
          inData = true;
          return '354 go ahead';
        }
        if (command === 'QUIT') return '221 bye';
        return '250 ok';
      };
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
          const reply = answer(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (reply) socket.write(`${reply}\r\n`);
        }
      });
    }),
  );
  return { messages, url: `smtp://127.0.0.1:${port}` };
}

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
