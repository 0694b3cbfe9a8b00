import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { MOBILE_ERROR_TEXTS, SESSION_ENDED_TEXTS } from '#shared/spec-texts/mobile-texts.ts';
import { ApiError } from './api-error.ts';

/**
 * /mobile-tasks, /simple-mobile-tasks and /ultra-mobile-tasks: 'HTTP {status}: {text}' when the
 * answer has a reason phrase, 'Request failed: {status}' when it has none (HTTP/2). A request that
 * got no answer keeps the request layer's words (they say to check the connection); anything else
 * is 'Failed to load work orders'.
 */
export function mobileListErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MOBILE_ERROR_TEXTS.loadFailed;
  switch (error.kind) {
    case 'no-token':
      return MOBILE_ERROR_TEXTS.noToken;
    case 'http':
      return error.statusText
        ? fillTemplate(MOBILE_ERROR_TEXTS.httpStatus, { status: error.status, text: error.statusText })
        : fillTemplate(MOBILE_ERROR_TEXTS.requestFailed, { status: error.status });
    case 'network':
    case 'timeout':
      return error.message;
    default:
      return MOBILE_ERROR_TEXTS.loadFailed;
  }
}

/** /minimal-mobile-tasks: 'Failed to fetch data - Server error: {status}' for a server's refusal. */
export function minimalPageErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MOBILE_ERROR_TEXTS.loadFailed;
  switch (error.kind) {
    case 'no-token':
      return SESSION_ENDED_TEXTS.noToken;
    case 'invalid-token':
    case 'blocked-token':
      return SESSION_ENDED_TEXTS.expired;
    case 'http':
      return error.status === 401
        ? SESSION_ENDED_TEXTS.expired
        : fillTemplate(MOBILE_ERROR_TEXTS.minimalServerError, { status: error.status });
    case 'network':
    case 'timeout':
      return error.message;
    default:
      return MOBILE_ERROR_TEXTS.loadFailed;
  }
}
