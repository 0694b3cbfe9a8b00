import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function PausedJobsRoute() {
  return (
    <ScreenPlaceholder
      title="Paused Jobs"
      note="Work on hold for parts or authorization arrives here in a later release."
    />
  );
}
