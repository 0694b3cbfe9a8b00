import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { minimalPageErrorMessage, mobileListErrorMessage } from './mobile-error-messages.ts';
import { sessionEndedMessage } from './session-ended-notice.ts';

const http = (status: number, statusText = '') => new ApiError(status, 'worded', { statusText });
const networkMessage = 'Network connection failed. Please check your internet connection.';
const network = new ApiError(0, networkMessage, { kind: 'network' });
const noToken = new ApiError(401, 'No authentication token available', { kind: 'no-token' });

describe('the simplified mobile pages', () => {
  it('word a refusal with its reason phrase, or its status alone when it has none', () => {
    expect(mobileListErrorMessage(http(500, 'Internal Server Error'))).toBe(
      'HTTP 500: Internal Server Error',
    );
    expect(mobileListErrorMessage(http(503))).toBe('Request failed: 503');
  });

  it('say there is no token, keep the connection advice, and fall back to "Failed to load work orders"', () => {
    expect(mobileListErrorMessage(noToken)).toBe('No authentication token found');
    expect(mobileListErrorMessage(network)).toBe(networkMessage);
    const notAList = new ApiError(200, 'Invalid data format received from server', { kind: 'bad-response' });
    expect(mobileListErrorMessage(notAList)).toBe('Failed to load work orders');
    expect(mobileListErrorMessage(new Error('boom'))).toBe('Failed to load work orders');
  });
});

describe('the minimal page', () => {
  it('says "Server error: {status}" for a refusal and asks to log in again when the session is gone', () => {
    expect(minimalPageErrorMessage(http(500, 'Internal Server Error'))).toBe(
      'Failed to fetch data - Server error: 500',
    );
    expect(minimalPageErrorMessage(http(401))).toBe('Authentication expired - please log in again');
    expect(minimalPageErrorMessage(noToken)).toBe('No authentication token found - please log in again');
    expect(minimalPageErrorMessage(network)).toBe(networkMessage);
  });

  it('explains an ended session by its cause', () => {
    expect(sessionEndedMessage(noToken)).toBe('No authentication token found - please log in again');
    expect(sessionEndedMessage(http(401))).toBe('Authentication expired - please log in again');
  });
});
