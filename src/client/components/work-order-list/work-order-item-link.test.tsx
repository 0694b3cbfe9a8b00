import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { WorkOrderItemLink } from './work-order-item-link.tsx';

it('is one link to the job, named by what it holds, with the test id and work order id of list items', () => {
  render(
    <MemoryRouter>
      <WorkOrderItemLink id={9} className="rounded-xl border">
        <span>#48213</span> <h2>Leaking valve</h2>
      </WorkOrderItemLink>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: '#48213 Leaking valve' });
  expect(link.getAttribute('href')).toBe('/work-orders/9');
  expect(link.dataset.testid).toBe('work-order-card');
  expect(link.dataset.workOrderId).toBe('9');
  expect(link.className).toBe('rounded-xl border');
});
