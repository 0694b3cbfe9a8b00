import { MailIcon, MapPinIcon, PhoneIcon, PlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import {
  addressLine,
  directionsHref,
  emailProblem,
  mailtoHref,
  phoneProblem,
  telHref,
} from '#shared/domain/customer-contact.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { useSaveWorkOrderField } from '../../api/save-work-order-field.ts';
import { InlineEditableCell } from '../fields/inline-editable-cell.tsx';

type Customer = Pick<WorkOrder, 'customerName' | 'customerPhone' | 'customerEmail' | 'location' | 'city'>;

const hasCustomer = (order: Customer) =>
  Boolean(order.customerName || order.customerPhone || order.customerEmail || order.location || order.city);

type CustomerField = {
  name: keyof Customer;
  label: string;
  className: string;
  inputType?: 'tel' | 'email';
  /** The server's words for a bad value (ADR 024), checked before anything is sent. */
  validate?: (text: string) => string | undefined;
};

// content-start: a neighbour being edited grows its row, and each value stays under its label.
const CUSTOMER_FIELDS: CustomerField[] = [
  { name: 'customerName', label: 'Name', className: 'content-start' },
  {
    name: 'customerPhone',
    label: 'Phone',
    className: 'content-start',
    inputType: 'tel',
    validate: (text) => phoneProblem(text, 'Customer phone'),
  },
  {
    name: 'customerEmail',
    label: 'Email',
    // An address is long: the whole width on a phone, the widest column from sm up.
    className: 'col-span-2 content-start sm:col-span-1',
    inputType: 'email',
    validate: (text) => emailProblem(text, 'Customer email'),
  },
  { name: 'location', label: 'Address', className: 'content-start sm:col-span-2' },
  { name: 'city', label: 'City', className: 'content-start' },
];

/**
 * Issue 23: who the job is for and where, first in the job. Call, Email and Directions come before
 * the fields, so on a phone they are on the first screen; each field is edited in place.
 */
export function CustomerBlock({ order }: { order: WorkOrder }) {
  const save = useSaveWorkOrderField(order.id);
  const [adding, setAdding] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // 'Add customer details' hands focus to the first field's Edit button, where the fields appear.
    if (adding) fieldsRef.current?.querySelector('button')?.focus();
  }, [adding]);

  if (!hasCustomer(order) && !adding) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">No customer details yet.</p>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          Add customer details
        </Button>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-3">
      <CustomerLinks order={order} />
      <div ref={fieldsRef} className="grid min-w-0 grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-[1fr_1fr_1.5fr]">
        {CUSTOMER_FIELDS.map(({ name, ...field }) => (
          <InlineEditableCell
            key={name}
            group="Customer"
            mode="text"
            {...field}
            value={order[name]}
            onSave={(next) => save({ [name]: next })}
          />
        ))}
      </div>
    </div>
  );
}

/** Large enough to tap on a phone (44 px), a normal button's height from sm up. */
const LINK_CLASS = cn(buttonVariants({ variant: 'outline' }), 'min-h-11 sm:min-h-9');

/** Call, Email and Directions: each only when its value is one that can be dialled, mailed or found. */
function CustomerLinks({ order }: { order: Customer }) {
  const tel = telHref(order.customerPhone);
  const mailto = mailtoHref(order.customerEmail);
  const directions = directionsHref(order.location, order.city);
  if (!tel && !mailto && !directions) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {tel && (
        <a href={tel} className={LINK_CLASS}>
          <PhoneIcon aria-hidden="true" />
          Call<span className="sr-only"> {order.customerPhone}</span>
        </a>
      )}
      {mailto && (
        <a href={mailto} className={LINK_CLASS}>
          <MailIcon aria-hidden="true" />
          Email<span className="sr-only"> {order.customerEmail}</span>
        </a>
      )}
      {directions && (
        <a href={directions} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
          <MapPinIcon aria-hidden="true" />
          Directions
          <span className="sr-only"> to {addressLine(order.location, order.city)} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
