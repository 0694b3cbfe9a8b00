import { AdminPanel } from '#client/features/admin/components/admin-panel.tsx';

/** /admin: employee accounts and the activity log (PRODUCT "What 'not shown' becomes"). */
export default function AdminRoute() {
  return <AdminPanel />;
}
