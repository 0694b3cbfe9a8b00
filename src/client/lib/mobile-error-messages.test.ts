import { describe, expect, it } from 'vitest';
import { API_MESSAGES, ApiError } from './api-error.ts';
import { MOBILE_MESSAGES, minimalPageErrorMessage, mobileListErrorMessage } from './mobile-error-messages.ts';
import { sessionEndedMessage } from './session-ended-notice.ts';

const http = (status: number, statusText = '') => new ApiError(status, 'worded', { statusText });
const network = new ApiError(0, API_MESSAGES.network, { kind: 'network' });
const noToken = new ApiError(401, API_MESSAGES.noToken, { kind: 'no-token' });

describe('the simplified mobile pages (SPEC 8)', () => {
  it('word a refusal with its reason phrase, or its status alone when it has none', () => {
    expect(mobileListErrorMessage(http(500, 'Internal Server Error'))).toBe(
      'HTTP 500: Internal Server Error',
    );
    expect(mobileListErrorMessage(http(503))).toBe('Request failed: 503');
  });

  it('say there is no token, keep the connection advice, and fall back to "Failed to load work orders"', () => {
    expect(mobileListErrorMessage(noToken)).toBe('No authentication token found');
    expect(mobileListErrorMessage(network)).toBe(API_MESSAGES.network);
    expect(mobileListErrorMessage(new ApiError(200, API_MESSAGES.notAList, { kind: 'bad-response' }))).toBe(
      MOBILE_MESSAGES.loadFailed,
    );
    expect(mobileListErrorMessage(new Error('boom'))).toBe('Failed to load work orders');
  });
});

describe('the minimal page (SPEC 8)', () => {
  it('says "Server error: {status}" for a refusal and asks to log in again when the session is gone', () => {
    expect(minimalPageErrorMessage(http(500, 'Internal Server Error'))).toBe(
      'Failed to fetch data - Server error: 500',
    );
    expect(minimalPageErrorMessage(http(401))).toBe('Authentication expired - please log in again');
    expect(minimalPageErrorMessage(noToken)).toBe('No authentication token found - please log in again');
    expect(minimalPageErrorMessage(network)).toBe(API_MESSAGES.network);
  });

  it('explains an ended session by its cause', () => {
    expect(sessionEndedMessage(noToken)).toBe(MOBILE_MESSAGES.minimalNoToken);
    expect(sessionEndedMessage(http(401))).toBe(MOBILE_MESSAGES.minimalExpired);
  });
});
