import type { OutboxChannel } from './compose.ts';

/** One message as the worker hands it to a transport. */
export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  /**
   * The same on every attempt at this message (outbox.message_key, a UUID): the email's Message-ID
   * and the SMS gateway's Idempotency-Key, so the receiving end can drop a repeat (ADR 031).
   */
  key: string;
};

/** Resolves when the message was accepted; throws (with a message free of secrets) otherwise. */
export type Transport = {
  send: (message: OutgoingMessage) => Promise<void>;
  /** Releases sockets and pools, on shutdown. */
  close?: () => void;
};

export type Transports = Record<OutboxChannel, Transport>;
