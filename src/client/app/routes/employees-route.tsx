import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function EmployeesRoute() {
  return (
    <ScreenPlaceholder
      title="Employees"
      note="The staff list with workload and active status arrives here in a later release."
    />
  );
}
