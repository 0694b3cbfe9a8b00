import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

export default function NotificationsRoute() {
  return <NotificationsPage />;
}
