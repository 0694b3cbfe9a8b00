import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function SimpleMobileTasksRoute() {
  return (
    <ScreenPlaceholder
      title="Simple Mobile Tasks"
      note="A simplified task list for phones arrives here in a later release."
    />
  );
}
