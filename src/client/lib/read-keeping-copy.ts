import { apiRequest } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';
import { isUnreachable } from './current-employee.ts';

/**
 * GET `path`, keeping the answer with the session's saved answers (ADR 058's page-side copy, as a
 * job's detail is kept), and answering that copy when the portal cannot be reached: the
 * technician's day opens after a reload without a connection
 * (docs/decisions/066-visit-status-from-the-phone.md). Any other failure is thrown as it came.
 */
export async function readKeepingCopy<T>(path: string, signal?: AbortSignal): Promise<T> {
  const token = readStoredToken();
  const savedAnswers = () => import('./saved-answers.ts');
  try {
    const answer = await apiRequest<T>(path, { signal });
    void savedAnswers().then(({ saveAnswer }) => saveAnswer(path, token, answer));
    return answer;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const saved = await (await savedAnswers()).readSavedAnswer<T>(path, token);
    if (saved !== null && typeof saved === 'object') return saved;
    throw error;
  }
}
