import { EmployeesPage } from '#client/features/employees/components/employees-page.tsx';

export default function EmployeesRoute() {
  return <EmployeesPage />;
}
