import { readJson, requestHeaders, transportFailure } from './api-client.ts';
import { errorFromResponse } from './response-error.ts';

/** Bytes of the request body that have left the browser so far, of how many. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** Stops the upload; the promise then rejects with the signal's reason (an 'AbortError', as fetch does). */
  signal?: AbortSignal;
  /** Called as the body is sent (XMLHttpRequest's upload progress: fetch reports none). */
  onProgress?: (progress: UploadProgress) => void;
  /** Sent besides the usual ones (the token, Accept). */
  headers?: Record<string, string>;
};

/** The parts of an XMLHttpRequest's answer as the Response that errorFromResponse and readJson read. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  // A 204 or 205 may not have a body, not even an empty one.
  const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError');
}

/** Sends the form and settles with the server's answer, whatever its status; rejects when none came. */
function sendForm(path: string, form: FormData, headers: Record<string, string>, options: UploadOptions) {
  const { signal, onProgress } = options;
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const done = () => signal?.removeEventListener('abort', cancel);
    // Settled here rather than on the abort event, which a request not yet under way never fires.
    const cancel = () => {
      xhr.abort();
      done();
      reject(abortReason(signal));
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : event.loaded });
    }
    xhr.onload = () => {
      done();
      resolve(responseOf(xhr));
    };
    // The browser says no more than "error": the connection failed or dropped, no answer came.
    xhr.onerror = () => {
      done();
      reject(transportFailure(new TypeError('Upload failed: no answer from the server'), signal));
    };
    xhr.onabort = () => {
      done();
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart POST with upload progress: the same token checks, headers and error words as
 * apiRequest (api-client.ts), through XMLHttpRequest because fetch cannot report upload progress.
 * A lost connection rejects with ApiError kind 'network' (isNetworkFailure); an answer that is not
 * 2xx with the ApiError errorFromResponse makes of it; a cancel with the signal's reason.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const headers = { ...(await requestHeaders(path)), ...options.headers };
  options.signal?.throwIfAborted();
  const response = await sendForm(path, form, headers, options);
  if (!response.ok) throw await errorFromResponse(path, response);
  return (await readJson(response, options.signal)) as T;
}
