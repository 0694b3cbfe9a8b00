import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog.tsx';
import { DialogHeading } from './dialog-heading.tsx';

describe('DialogHeading', () => {
  it('names the dialog by its title and describes it by its description', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogHeading title="Upload File" description="Images, PDF or Word documents." />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upload File' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Images, PDF or Word documents.');
    expect(description?.className).toBe('text-sm text-muted-foreground');
  });

  it('gives the description its own classes, e.g. for screen readers only', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogHeading
            title="Update Task"
            description="Change the status."
            descriptionClassName="sr-only"
          />
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByText('Change the status.').classList.contains('sr-only')).toBe(true);
  });
});
