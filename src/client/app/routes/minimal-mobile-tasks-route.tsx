import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function MinimalMobileTasksRoute() {
  return (
    <ScreenPlaceholder
      title="Minimal Mobile Tasks"
      note="Your tasks as cards or a list, with filters and quick actions, arrive here in a later release."
    />
  );
}
