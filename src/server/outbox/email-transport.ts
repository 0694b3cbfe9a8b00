import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport } from './transport.ts';

/** Email through a nodemailer transporter: SMTP in production, its stream or JSON transport in tests. */
export function createEmailTransport(transporter: Transporter, from: string): Transport {
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
    close: () => transporter.close(),
  };
}

/** SMTP from a URL such as smtps://user:pass@mail.example.com:465; bounded so a dead server fails fast. */
export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return createEmailTransport(transporter, from);
}
