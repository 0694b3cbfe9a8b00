import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';

/**
 * Stand-ins at the outbox's transport edge, on 127.0.0.1: an SMS gateway over real HTTP and just
 * enough SMTP for nodemailer. Call `closeTransportFakes` after each test.
 */
const servers: (Server | TcpServer)[] = [];

export function closeTransportFakes(): void {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close();
  }
}

export async function listen<T extends Server | TcpServer>(server: T): Promise<{ server: T; port: number }> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

type ReceivedRequest = {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/** An SMS gateway that records each request and answers with the given status. */
export async function smsGateway(status = 202, answer = '{"id":"m1"}') {
  const received: ReceivedRequest[] = [];
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

export type SmtpMessage = { from: string; to: string[]; data: string };

/** Just enough SMTP (no TLS, no auth) to accept or refuse one message per session. */
export async function smtpServer(options: { refuseRecipient?: boolean } = {}) {
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

/** A header of a message as the SMTP server received it (unfolded), or undefined. */
export function mailHeader(message: SmtpMessage, name: string): string | undefined {
  const head = message.data.split('\n\n')[0]?.replace(/\n[ \t]+/g, ' ') ?? '';
  const line = head.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
