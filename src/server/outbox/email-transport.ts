import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Transport } from './transport.ts';

/** The domain of MAIL_FROM's address ('Staff Portal <portal@example.com>' gives 'example.com'). */
export function mailDomainOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address.split('@')[1]?.trim();
  // Without one the address is not one SMTP accepts anyway; nodemailer falls back the same way.
  return domain || 'localhost';
}

/**
 * Email through a nodemailer transporter: SMTP in production, its stream or JSON transport in tests.
 * The Message-ID is the message's own key, so a repeat after a lost outcome has the same one.
 */
function createEmailTransport(transporter: Transporter, from: string): Transport {
  const domain = mailDomainOf(from);
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        messageId: `<${message.key}@${domain}>`,
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
