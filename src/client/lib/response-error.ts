import { SESSION_ENDED_TEXTS } from '#shared/spec-texts/mobile-texts.ts';
import { REQUEST_ERROR_TEXTS } from '#shared/spec-texts/request-texts.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { clearStoredTokens } from './auth-storage.ts';
import { rememberSessionEnded } from './session-ended-notice.ts';

type ErrorBody = { message?: string; errors?: FieldErrors };

/** The server's error body (`{ message, errors? }`), or nothing when the body is not that JSON. */
function parseErrorBody(text: string): ErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { message, errors } = parsed as Record<string, unknown>;
    const fieldErrors = Array.isArray(errors)
      ? errors.filter((e): e is FieldErrors[number] => typeof e?.message === 'string')
      : undefined;
    return { message: typeof message === 'string' ? message : undefined, errors: fieldErrors };
  } catch {
    return {};
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sign-in failures keep the server's words ('Invalid email or password'), not "log in again". */
function isSignInPath(path: string): boolean {
  return new URL(path, 'http://relative.invalid').pathname === '/api/auth/login';
}

/**
 * Text for the error "status code followed by the response text": the server's message when the
 * body is our JSON, else the plain text (an HTML error page from a proxy is not worth showing, so
 * then the status text), e.g. '403: Only management can access the employee page.'
 */
function otherStatusMessage(response: Response, text: string, body: ErrorBody): string {
  const plain = text.trim();
  const detail =
    body.message ?? (plain && !plain.startsWith('<') ? plain.slice(0, 300) : response.statusText);
  return detail ? `${response.status}: ${detail}` : String(response.status);
}

/** The status table. A 401 (other than a failed sign-in) removes the stored token everywhere. */
export async function errorFromResponse(path: string, response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseErrorBody(text);
  const fieldErrors = body.errors ?? [];
  const { statusText } = response;
  switch (response.status) {
    case 400: {
      const listed = fieldErrors.map((error) => error.message).join(', ');
      return new ApiError(400, body.message || listed || REQUEST_ERROR_TEXTS.badRequest, {
        fieldErrors,
        statusText,
      });
    }
    case 401: {
      // A failed sign-in says nothing about the token already stored (another person's session).
      if (isSignInPath(path)) {
        return new ApiError(401, body.message || REQUEST_ERROR_TEXTS.unauthorized, { statusText });
      }
      clearStoredTokens();
      // The login form that follows says why (ADR 014).
      rememberSessionEnded(SESSION_ENDED_TEXTS.expired);
      return new ApiError(401, REQUEST_ERROR_TEXTS.unauthorized, { statusText });
    }
    case 500:
      return new ApiError(500, REQUEST_ERROR_TEXTS.serverError, { statusText });
    default:
      // 'Login Failed' with the server's message, as is: an inactive account's 403 or a
      // rate limit's 429 reads as the server wrote it, without a status code in front.
      if (isSignInPath(path) && body.message) {
        return new ApiError(response.status, body.message, { statusText });
      }
      return new ApiError(response.status, otherStatusMessage(response, text, body), {
        fieldErrors,
        statusText,
        body: response.status === 409 ? parsedJson(text) : undefined,
      });
  }
}
