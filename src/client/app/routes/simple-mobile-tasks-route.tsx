import { SimpleMobileTasksPage } from '#client/features/mobile/lists/simple-mobile-tasks-page.tsx';
import { LazyAddNoteForm } from '#client/features/work-order-detail/components/comments/lazy-add-note-form.tsx';

// Defined once: a new function per render would redraw every job in the list.
const noteForm = (workOrderId: number) => <LazyAddNoteForm workOrderId={workOrderId} />;

/** /simple-mobile-tasks: one-tap status and the detail dialog's note form, under each job. */
export default function SimpleMobileTasksRoute() {
  return <SimpleMobileTasksPage noteForm={noteForm} />;
}
