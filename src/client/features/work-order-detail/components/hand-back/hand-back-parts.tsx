import type { HandBack } from '#shared/schemas/hand-back.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

const COLUMNS = [TEXTS.partDescription, TEXTS.partQuantity, TEXTS.partNumber];

/** The parts used, as a table a screen reader reads row by row. */
export function HandBackParts({ parts }: { parts: HandBack['parts'] }) {
  if (parts.length === 0) return <p className="text-sm text-muted-foreground">{TEXTS.noParts}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{TEXTS.parts}</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="pb-1 pr-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {parts.map((part, index) => (
            // Parts have no id of their own; their order is the technician's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown.
            <tr key={index} className="border-b last:border-0">
              <td className="py-1 pr-3">{part.description}</td>
              <td className="py-1 pr-3 tabular-nums">{part.quantity}</td>
              <td className="py-1 font-mono text-xs">{part.partNumber ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
