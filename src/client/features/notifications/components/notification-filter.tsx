import { Button } from '#client/components/ui/button.tsx';

type NotificationFilterProps = { unreadOnly: boolean; onChange: (unreadOnly: boolean) => void };

/** All / Unread: two toggle buttons, the pressed one is the list shown. */
export function NotificationFilter({ unreadOnly, onChange }: NotificationFilterProps) {
  const options = [
    { label: 'All', value: false },
    { label: 'Unread', value: true },
  ];
  return (
    <fieldset className="inline-flex min-w-0 gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">Show</legend>
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={unreadOnly === option.value ? 'outline' : 'ghost'}
          aria-pressed={unreadOnly === option.value}
          onClick={() => onChange(option.value)}
          className="min-w-20"
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}
