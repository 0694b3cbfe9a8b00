import { AdminPanel } from '#client/features/admin/components/admin-panel.tsx';

/** /admin: employee accounts and the activity log. */
export default function AdminRoute() {
  return <AdminPanel />;
}
