import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function SettingsRoute() {
  return (
    <ScreenPlaceholder
      title="Settings"
      note="Display, notification, security and profile settings arrive here in a later release."
    />
  );
}
