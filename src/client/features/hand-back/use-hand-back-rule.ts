import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { HandBackRule } from '#shared/schemas/hand-back.ts';
import { NO_RULE } from './hand-back-checks.ts';

const RULES_KEY = ['hand-back-rules'] as const;
/** Management changes them rarely: one read an hour is enough, and the server checks anyway. */
const RULES_FRESH_MS = 60 * 60 * 1000;

/**
 * What a hand-back of this job type must carry (GET /api/hand-back-rules), shown as required and
 * checked before Review. Without an answer (offline, an error) nothing is asked beyond the
 * contract: the server refuses, with the rule's name, what lacks a required element.
 */
export function useHandBackRule(type: WorkOrderType) {
  const rules = useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => apiRequest<{ rules: HandBackRule[] }>('/api/hand-back-rules', { signal }),
    staleTime: RULES_FRESH_MS,
    retry: false,
  });
  const rule = rules.data?.rules.find((item) => item.type === type);
  return { rule: rule ?? NO_RULE, loading: rules.isPending };
}
