import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function AdminRoute() {
  return (
    <ScreenPlaceholder
      title="Admin Panel"
      note="Employee accounts, password resets and the activity log arrive here in a later release."
    />
  );
}
