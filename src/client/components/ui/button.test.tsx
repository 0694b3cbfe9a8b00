import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('says its label, without a spinner, when not loading', () => {
    render(
      <Button loading={false} loadingText="Creating...">
        Create Employee
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Create Employee' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
  });

  it('while loading shows a spinner and the loading text, and is aria-disabled but still focusable', () => {
    render(
      <Button loading loadingText="Creating...">
        Create Employee
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('[data-slot="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps its label while loading when no loading text is given', () => {
    render(<Button loading>Save</Button>);
    expect(
      screen.getByRole('button', { name: 'Save' }).querySelector('[data-slot="spinner"]'),
    ).not.toBeNull();
  });

  it('without loading, leaves aria-disabled to the caller', () => {
    render(<Button aria-disabled>Later</Button>);
    expect(screen.getByRole('button', { name: 'Later' }).getAttribute('aria-disabled')).toBe('true');
    render(<Button>Now</Button>);
    expect(screen.getByRole('button', { name: 'Now' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('stays aria-disabled while loading even when the caller says otherwise', () => {
    render(
      <Button loading aria-disabled={false}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
  });
});
