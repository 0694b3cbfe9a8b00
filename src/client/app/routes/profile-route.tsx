import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function ProfileRoute() {
  return (
    <ScreenPlaceholder
      title="Profile"
      note="Your contact details, colour theme and notification choices arrive here in a later release."
    />
  );
}
