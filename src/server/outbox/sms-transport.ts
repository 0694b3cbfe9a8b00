import type { Transport } from './transport.ts';

export type SmsGatewayOptions = {
  url: string;
  token: string | undefined;
  /** A gateway that does not answer in time counts as a failed attempt, retried later. */
  timeoutMs?: number;
};

const MAX_ERROR_DETAIL = 200;

/**
 * SMS through an HTTP gateway: POST { to, body } as JSON with a bearer token; any 2xx is accepted.
 * Idempotency-Key is the message's own key, the same on every attempt (ADR 031).
 */
export function createSmsGatewayTransport({ url, token, timeoutMs = 10_000 }: SmsGatewayOptions): Transport {
  return {
    send: async (message) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': message.key,
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.recipient, body: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = (await response.text().catch(() => '')).slice(0, MAX_ERROR_DETAIL);
      throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
    },
  };
}
