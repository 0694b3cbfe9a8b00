import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { HandBackRule, UpdateHandBackRuleSchema } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_RULES_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-rules-texts.ts';

/** GET /api/hand-back-rules: one rule per job type, every type listed. */
const handBackRulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.handBackRules,
    queryFn: ({ signal }) => apiRequest<{ rules: HandBackRule[] }>('/api/hand-back-rules', { signal }),
    select: (answer) => answer.rules,
  });

export const useHandBackRules = () => useQuery(handBackRulesQuery());

export type HandBackRuleInput = z.input<typeof UpdateHandBackRuleSchema>;

/**
 * PUT /api/hand-back-rules/{type}: one job type's row. A refusal is said in the row itself, in the
 * server's words, so no toast repeats it.
 */
export function useSaveHandBackRule(type: WorkOrderType, label: string) {
  return usePortalMutation({
    mutationFn: (rule: HandBackRuleInput) =>
      apiRequest<HandBackRule>(`/api/hand-back-rules/${type}`, { method: 'PUT', body: rule }),
    success: { title: fillTemplate(TEXTS.ruleSaved, { type: label }) },
    invalidates: [queryKeys.handBackRules],
    awaitRefetch: true,
  });
}
