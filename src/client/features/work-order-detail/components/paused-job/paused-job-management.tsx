import { HoldBadges } from '#client/components/work-order-badges/hold-badges.tsx';
import {
  DIALOG_STATUS_OPTIONS,
  optionsShowing,
  PART_NUMBERS,
  type PartNumber,
  type PausedStatusField,
} from '#shared/domain/paused-job-status.ts';
import { pausedStatusText } from '#shared/domain/paused-status-text.ts';
import type { UpdateWorkOrder, WorkOrder } from '#shared/schemas/work-order.ts';
import { useSaveWorkOrderField } from '../../api/save-work-order-field.ts';
import { PAUSED_MANAGEMENT_MARK } from '../../hooks/use-focus-on-hold.ts';
import { InlineEditableCell } from '../fields/inline-editable-cell.tsx';
import { InlineSelectCell } from '../fields/inline-select-cell.tsx';
import { DispatchLink } from './dispatch-link.tsx';
import { isEmptyPart, PausedPartFields, partOf } from './paused-part-fields.tsx';

type Save = (fields: UpdateWorkOrder) => Promise<unknown>;

/**
 * The Paused Job Management section: what an on-hold job waits for, its statuses, amounts, return
 * date, dispatch link and three parts, each field saved on its own with one PATCH. The markers
 * follow the edits: every PATCH answer (with fresh holdInsights) replaces the cached order.
 */
export function PausedJobManagement({ order }: { order: WorkOrder }) {
  const save = useSaveWorkOrderField(order.id);
  const status = (field: PausedStatusField, label: string) => (
    <PausedStatusCell order={order} field={field} label={label} save={save} />
  );
  const amount = (field: 'preAuthAmount' | 'opcAmount', label: string) => (
    <InlineEditableCell
      label={label}
      mode="money"
      value={order[field]}
      onSave={(next) => save({ [field]: next })}
    />
  );

  return (
    <div className="grid min-w-0 gap-5" {...{ [PAUSED_MANAGEMENT_MARK]: '' }}>
      <HoldSummary order={order} />
      <div className="grid gap-4 sm:grid-cols-2">
        {status('preAuthStatus', 'Pre-Auth Status')}
        {amount('preAuthAmount', 'Pre-Auth Amount')}
        {status('authorizationStatus', 'Authorization Status')}
        {amount('opcAmount', 'OPC Amount')}
        {status('rwpFormStatus', 'RWP Form Status')}
        <InlineEditableCell
          label="Return Appointment Date"
          mode="date"
          value={order.returnAppointmentDate?.slice(0, 10) ?? null}
          onSave={(next) => save({ returnAppointmentDate: next })}
        />
        <InlineEditableCell
          label="Link to Dispatch"
          mode="text"
          className="sm:col-span-2"
          value={order.linkToDispatch || null}
          onSave={(next) => save({ linkToDispatch: next })}
          renderValue={(value) => <DispatchLink value={value} />}
        />
      </div>
      <div className="grid gap-3">
        {shownParts(order).map((number) => (
          <PausedPartFields key={number} order={order} number={number} save={save} />
        ))}
      </div>
    </div>
  );
}

/** The parts entered so far and the first empty slot (one new-part form, not three). */
function shownParts(order: WorkOrder): PartNumber[] {
  const empty = PART_NUMBERS.filter((number) => isEmptyPart(partOf(order, number)));
  return PART_NUMBERS.filter((number) => !empty.includes(number) || number === empty[0]);
}

type StatusCellProps = { order: WorkOrder; field: PausedStatusField; label: string; save: Save };

/**
 * ADR 009 (as amended for issue 23): the stored value in the words every other place uses, so
 * nothing stored reads N/A here as on the card; a value the dialog does not offer is added as it is.
 */
function PausedStatusCell({ order, field, label, save }: StatusCellProps) {
  const shown = pausedStatusText(order[field]);
  return (
    <InlineSelectCell
      label={label}
      value={shown}
      options={optionsShowing(DIALOG_STATUS_OPTIONS[field], shown)}
      onSave={(next) => save({ [field]: next })}
    />
  );
}

/** Days on hold, Part overdue, and Ready to return or 'Waiting for: ...' with what is still pending. */
function HoldSummary({ order }: { order: WorkOrder }) {
  const insights = order.holdInsights;
  if (!insights) return null;
  const marked =
    insights.daysOnHold !== null ||
    insights.overdueParts.length > 0 ||
    insights.readyToReturn ||
    insights.waitingOn.length > 0;
  if (!marked) return null;
  return <HoldBadges job={order} wrap />;
}
