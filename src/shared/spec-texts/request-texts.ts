/**
 * The request layer (with the token checks): the words every request failure is given
 * before a screen shows it.
 */
export const REQUEST_ERROR_TEXTS = {
  badRequest: 'Invalid request data',
  unauthorized: 'Authentication failed. Please log in again.',
  serverError: 'Server error. Please try again later.',
  network: 'Network connection failed. Please check your internet connection.',
  badJson: 'Invalid response format from server',
} as const;

/** The token checks: a token refused before the request is sent. */
export const TOKEN_ERROR_TEXTS = {
  noToken: 'No authentication token available',
  tooShort: 'Invalid token format',
  badCharacters: 'Invalid authentication token format',
  blocked: 'Blacklisted token detected - executing nuclear cache clear',
} as const;

/** A list endpoint that did not answer with an array. */
export const LIST_ERROR_TEXTS = {
  notAList: 'Invalid data format received from server',
} as const;
