import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function NotificationsRoute() {
  return (
    <ScreenPlaceholder
      title="Notifications"
      note="Assignments, comments and status changes on your work arrive here in a later release."
    />
  );
}
