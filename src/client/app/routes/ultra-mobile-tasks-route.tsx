import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function UltraMobileTasksRoute() {
  return (
    <ScreenPlaceholder
      title="Ultra Mobile Tasks"
      note="A compact task list for phones arrives here in a later release."
    />
  );
}
