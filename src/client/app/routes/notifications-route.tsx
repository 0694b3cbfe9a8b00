import { NotificationsPage } from '#client/features/notifications/components/notifications-page.tsx';

export default function NotificationsRoute() {
  return <NotificationsPage />;
}
