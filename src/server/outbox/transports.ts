import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createSmtpTransport } from './email-transport.ts';
import { createLogTransport } from './log-transport.ts';
import { createSmsGatewayTransport } from './sms-transport.ts';
import type { Transports } from './transport.ts';

type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'>;

/** SMTP and the SMS gateway when configured; the log otherwise (log-only by default). */
export function createTransports(config: TransportConfig, log: FastifyBaseLogger): Transports {
  const logOnly = createLogTransport(log);
  return {
    email: config.smtpUrl && config.mailFrom ? createSmtpTransport(config.smtpUrl, config.mailFrom) : logOnly,
    sms: config.smsGatewayUrl
      ? createSmsGatewayTransport({ url: config.smsGatewayUrl, token: config.smsGatewayToken })
      : logOnly,
  };
}

/** How the outbox delivers, for the startup log line; never the URLs (they may hold credentials). */
export function describeTransports(config: TransportConfig): string {
  const email = config.smtpUrl ? 'SMTP' : 'log only';
  const sms = config.smsGatewayUrl ? 'HTTP gateway' : 'log only';
  return `email: ${email}, SMS: ${sms}`;
}
