import { clipText } from '#shared/domain/clip-text.ts';
import { activityFieldLabel } from './activity-field-labels.ts';
import { fieldValueText, isEmpty, isRecord, type NameOf } from './activity-field-values.ts';

/** A field of a deleted order's last state. */
const SNAPSHOT_VALUE_LENGTH = 120;

/** A deleted order's last state, each field with its screen label and value, leaving out the empty ones. */
export function activitySnapshot(snapshot: unknown, nameOf: NameOf = () => undefined) {
  if (!isRecord(snapshot)) return [];
  return Object.entries(snapshot)
    .filter(([, value]) => !isEmpty(value))
    .map(([field, value]) => ({
      field,
      label: activityFieldLabel(field),
      value: clipText(fieldValueText(field, value, nameOf), SNAPSHOT_VALUE_LENGTH),
    }));
}
