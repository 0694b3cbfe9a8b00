import { ChevronsUpDownIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type EmployeeType, employeeTypeLabel } from '#shared/domain/employee-type.ts';
import { buttonVariants } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { EmployeeAvatar } from '../ui/employee-avatar.tsx';
import { Input } from '../ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { pickerSummary } from './picker-summary.ts';

export type PickerEmployee = {
  id: number;
  name: string;
  photo?: string | null;
  colorTheme?: string | null;
  employeeType?: EmployeeType;
};

type MultiEmployeePickerProps = {
  employees: readonly PickerEmployee[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** id of the trigger, for a <label htmlFor>. */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

/**
 * Choose any number of employees. The trigger names two, then '+N more'; the list
 * filters as you type and toggles with click, Space or Enter.
 */
export function MultiEmployeePicker({
  employees,
  value,
  onChange,
  id,
  placeholder = 'Select employees',
  disabled,
  'aria-label': ariaLabel,
}: MultiEmployeePickerProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const listId = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const names = employees.filter((employee) => selected.has(employee.id)).map((employee) => employee.name);
  const needle = filter.trim().toLowerCase();
  const visible = needle
    ? employees.filter((employee) => employee.name.toLowerCase().includes(needle))
    : employees;

  const toggle = (employeeId: number) =>
    onChange(selected.has(employeeId) ? value.filter((v) => v !== employeeId) : [...value, employeeId]);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        disabled={disabled}
        aria-label={ariaLabel}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full justify-between font-normal',
          names.length === 0 && 'text-muted-foreground',
        )}
      >
        <span className="truncate">{pickerSummary(names, placeholder)}</span>
        <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
      </PopoverTrigger>
      <PopoverContent className="p-0" aria-label="Choose employees">
        <div className="border-b p-2">
          <Input
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Search employees..."
            aria-label="Search employees"
            aria-controls={listId}
          />
        </div>
        <ul id={listId} aria-label="Employees" className="max-h-64 overflow-y-auto p-1">
          {visible.length === 0 && (
            <li className="px-2 py-3 text-sm text-muted-foreground">No employees found</li>
          )}
          {visible.map((employee) => {
            const checked = selected.has(employee.id);
            return (
              <li key={employee.id}>
                <label className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent has-[:focus-visible]:bg-accent">
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => toggle(employee.id)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  {/* The name follows as text; the avatar would say it twice. */}
                  <span aria-hidden="true">
                    <EmployeeAvatar
                      name={employee.name}
                      photo={employee.photo}
                      colorTheme={employee.colorTheme}
                    />
                  </span>
                  <span className="flex-1 truncate">{employee.name}</span>
                  {employee.employeeType && (
                    <span className="text-xs text-muted-foreground">
                      {employeeTypeLabel(employee.employeeType)}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
