import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function WorkOrdersRoute() {
  return (
    <ScreenPlaceholder
      title="Work Orders"
      note="Urgent work that is not yet completed arrives here in a later release."
    />
  );
}
