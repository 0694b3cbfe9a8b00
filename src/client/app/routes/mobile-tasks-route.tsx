import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function MobileTasksRoute() {
  return (
    <ScreenPlaceholder
      title="Mobile Tasks"
      note="A read-only task list for phones arrives here in a later release."
    />
  );
}
