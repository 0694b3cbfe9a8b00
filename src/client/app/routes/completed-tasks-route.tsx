import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function CompletedTasksRoute() {
  return (
    <ScreenPlaceholder
      title="Completed Tasks"
      note="Finished work, searchable and ready to reopen, arrives here in a later release."
    />
  );
}
