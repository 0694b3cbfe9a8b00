import { lazy, Suspense } from 'react';
import { AccessDenied } from '#client/components/access-denied.tsx';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canManageEmployees, canUseAdminPanel } from '#shared/domain/work-order-roles.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { RECENTLY_DELETED_TEXTS } from '#shared/spec-texts/recently-deleted-texts.ts';
import { NAV_TEXTS, ROUTE_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { useAdminTab } from '../hooks/use-admin-tab.ts';
import { useEmployeeDialogParam } from '../hooks/use-employee-dialog-param.ts';
import { EmployeeDialog } from './employee-dialog.tsx';
import { EmployeesTab } from './employees-tab.tsx';

// Not the first tab: its table and sentence formatter load when it is opened, which keeps them off
// the admin route's first paint and out of the employee forms' on-demand chunks (ADR 008).
const ActivityTab = lazy(() =>
  import('./activity-tab.tsx').then((module) => ({ default: module.ActivityTab })),
);

// Loaded when opened, like the log: it is a rare errand, kept off the admin route's first paint.
const RecentlyDeletedTab = lazy(() =>
  import('./recently-deleted-tab.tsx').then((module) => ({ default: module.RecentlyDeletedTab })),
);

const ACCESS_DENIED_MESSAGE = 'Only admin and management can use the admin panel.';

/** /admin: admin and management only; nobody else's browser asks the server anything from here. */
export function AdminPanel() {
  const me = useCurrentEmployee();
  if (me.data === undefined) return <Spinner label={ROUTE_TEXTS.adminLoading} className="mx-auto size-6" />;
  if (!me.data || !canUseAdminPanel(me.data.employeeType))
    return <AccessDenied message={ACCESS_DENIED_MESSAGE} />;
  return <AdminPanelContent me={me.data} />;
}

function AdminPanelContent({ me }: { me: CurrentEmployee }) {
  const [tab, setTab] = useAdminTab();
  const dialog = useEmployeeDialogParam();
  return (
    <section className="mx-auto max-w-7xl space-y-4">
      <DocumentTitle screen={NAV_TEXTS.admin} />
      <h1 className="text-2xl font-semibold tracking-tight">{NAV_TEXTS.admin}</h1>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={`${NAV_TEXTS.admin} sections`}>
          <TabsTrigger value="employees">{NAV_TEXTS.employees}</TabsTrigger>
          <TabsTrigger value="activity">Activity Log</TabsTrigger>
          <TabsTrigger value="deleted">{RECENTLY_DELETED_TEXTS.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="employees">
          <EmployeesTab onEdit={dialog.open} />
        </TabsContent>
        <TabsContent value="activity">
          <Suspense fallback={<Spinner label="Loading activity" className="mx-auto size-6" />}>
            <ActivityTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="deleted">
          <Suspense fallback={<Spinner label={RECENTLY_DELETED_TEXTS.loading} className="mx-auto size-6" />}>
            <RecentlyDeletedTab />
          </Suspense>
        </TabsContent>
      </Tabs>
      {dialog.employeeId !== null && (
        <EmployeeDialog
          employeeId={dialog.employeeId}
          canChangeStatus={canManageEmployees(me.employeeType)}
          currentEmployeeId={me.id}
          viewerType={me.employeeType}
          onClose={dialog.close}
        />
      )}
    </section>
  );
}
