import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from './transport.ts';

/** The default when no SMTP server or SMS gateway is configured: the message goes to the log only. */
export function createLogTransport(log: FastifyBaseLogger): Transport {
  return {
    send: async (message) => {
      log.info(
        {
          channel: message.channel,
          to: message.recipient,
          subject: message.subject,
          body: message.body,
          key: message.key,
        },
        `outbox ${message.channel} (log only, no transport configured)`,
      );
    },
  };
}
