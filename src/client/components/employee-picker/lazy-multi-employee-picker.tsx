import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '../ui/button.tsx';

// The picker's popover and its positioning library (about 12 KB gzipped) are needed only once the
// list is opened, so they load just after the form or dialog is drawn, not with it (ADR 008).
const MultiEmployeePicker = lazy(() =>
  import('./multi-employee-picker.tsx').then((module) => ({ default: module.MultiEmployeePicker })),
);

type LazyMultiEmployeePickerProps = ComponentProps<typeof MultiEmployeePicker>;

/** The multi-employee picker, with a disabled stand-in of the same size while its code arrives. */
export function LazyMultiEmployeePicker(props: LazyMultiEmployeePickerProps) {
  return (
    <Suspense
      fallback={
        <Button
          id={props.id}
          variant="outline"
          disabled
          aria-label={props['aria-label']}
          className="w-full justify-start font-normal"
        >
          Loading employees...
        </Button>
      }
    >
      <MultiEmployeePicker {...props} />
    </Suspense>
  );
}
