import { EmployeesPage } from '../../features/employees/components/employees-page.tsx';

export default function EmployeesRoute() {
  return <EmployeesPage />;
}
