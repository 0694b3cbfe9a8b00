import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../screen-placeholder.tsx';

/** /work-orders/{id}; SPEC 2's wording for an id that cannot be a work order. */
export default function WorkOrderRoute() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) {
    return <ScreenPlaceholder title="Work Order Not Found" note="The work order ID is missing or invalid." />;
  }
  return (
    <ScreenPlaceholder
      title={`Work Order ${id}`}
      note="The work order's details, comments and attachments arrive here in a later release."
    />
  );
}
