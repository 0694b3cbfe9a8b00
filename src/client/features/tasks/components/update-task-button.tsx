import { PencilIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';

type UpdateTaskButtonProps = {
  task: { id: number; workOrderId: string };
  onUpdateTask: (id: number) => void;
  /** From which width the word shows next to the pencil (cards have more room than rows). */
  labelFrom: 'sm' | 'lg';
};

/** Opens the Update Task dialog; on narrow screens only the pencil shows, the name stays. */
export function UpdateTaskButton({ task, onUpdateTask, labelFrom }: UpdateTaskButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Update task #${task.workOrderId}`}
      onClick={() => onUpdateTask(task.id)}
    >
      <PencilIcon aria-hidden="true" />
      <span className={cn('hidden', labelFrom === 'sm' ? 'sm:inline' : 'lg:inline')}>Update</span>
    </Button>
  );
}
