import { HAND_BACK_RULES_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-rules-texts.ts';
import { useHandBackRules } from '../api/hand-back-rules.ts';
import { HandBackRuleRow, RULE_COLUMNS } from './hand-back-rule-row.tsx';
import { SectionError, SectionLoading } from './settings-section.tsx';

/**
 * What a technician's hand-back must include, per job type (ADR 068): signature, after photo,
 * parts. The server refuses a hand-back that lacks one, whatever the phone; these only set them.
 */
export function HandBackRulesTable() {
  const rules = useHandBackRules();
  if (rules.isPending) return <SectionLoading label={TEXTS.rulesLoading} />;
  if (rules.isError) {
    return <SectionError message={TEXTS.rulesLoadFailed} onRetry={() => void rules.refetch()} />;
  }
  return (
    <div className="relative -mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">{TEXTS.rulesCaption}</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th scope="col" className="pb-2 pr-3 font-medium">
              {TEXTS.jobType}
            </th>
            {RULE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="pb-2 pr-3 font-medium">
                {column.label}
              </th>
            ))}
            <th scope="col" className="pb-2 font-medium">
              <span className="sr-only">{TEXTS.saveRule}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.data.map((rule) => (
            <HandBackRuleRow key={rule.type} rule={rule} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
