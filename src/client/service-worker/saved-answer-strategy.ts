import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { answerWithSavedCopy, SAVED_SESSION_AFTER_MS } from './answer-with-saved-copy.ts';
import { isSavedApiPath, pathWithQuery, SAVED_ANSWERS_CACHE, TOKEN_HEADER } from './offline-copy-keys.ts';

/** A read the worker keeps a copy of: one of the saved paths, asked with a session token (ADR 046). */
export function isSavedAnswerRequest(request: Request): boolean {
  return Boolean(request.headers.get(TOKEN_HEADER)) && isSavedApiPath(pathWithQuery(request.url));
}

/**
 * answerWithSavedCopy as a Workbox strategy (ADR 046): the router hands it the reads that
 * isSavedAnswerRequest accepts; the server is asked through Workbox's handler, which keeps the
 * worker alive until the answer is saved.
 */
export class SavedAnswerStrategy extends Strategy {
  /**
   * The page's sign-outs while this worker runs: a server answer asked for before the latest one
   * is not saved when it arrives, so nothing personal comes back after the page forgot it.
   */
  private signOuts = 0;

  constructor() {
    super({ cacheName: SAVED_ANSWERS_CACHE });
  }

  /** The page signed out (ADR 023): every saved answer goes, and those still on their way too. */
  forgetAll(): Promise<boolean> {
    this.signOuts += 1;
    return caches.delete(this.cacheName);
  }

  protected override _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const path = pathWithQuery(request.url);
    const signOutsBefore = this.signOuts;
    return answerWithSavedCopy({
      request,
      path,
      token: request.headers.get(TOKEN_HEADER) ?? '',
      origin: new URL(request.url).origin,
      caches,
      fetch: (input) => handler.fetch(input),
      waitUntil: (promise) => void handler.waitUntil(promise),
      savedAfterMs: path === '/api/auth/me' ? SAVED_SESSION_AFTER_MS : undefined,
      stillWanted: () => this.signOuts === signOutsBefore,
    });
  }
}
