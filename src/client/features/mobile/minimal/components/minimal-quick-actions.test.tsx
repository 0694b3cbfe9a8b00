import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  MOBILE_LIST,
  renderMinimal,
  setUpMobilePageTests,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

setUpMobilePageTests();

const quickActions = () => screen.getByRole('button', { name: 'Quick actions' });

async function renderPage() {
  server.use(signedInAs(PLUMBER), answer(MOBILE_LIST, [workOrder(1)]));
  const view = renderMinimal();
  await screen.findByText('1 job');
  return view;
}

describe('/minimal-mobile-tasks floating button', () => {
  it("opens '+Task' and '+Paused Job' above it, with focus on the first", async () => {
    const { user } = await renderPage();
    expect(quickActions().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '+Task' })).toBeNull();
    await user.click(quickActions());
    expect(quickActions().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+Task' }));
    expect(screen.getByRole('button', { name: '+Paused Job' })).toBeTruthy();
  });

  it("'+Task' opens the create-task dialog and closes the choices", async () => {
    const { user } = await renderPage();
    await user.click(quickActions());
    await user.click(screen.getByRole('button', { name: '+Task' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Creating a task');
    expect(screen.queryByRole('button', { name: '+Task' })).toBeNull();
    expect(quickActions().getAttribute('aria-expanded')).toBe('false');
  });

  it("'+Paused Job' opens the create-paused-job dialog", async () => {
    const { user } = await renderPage();
    await user.click(quickActions());
    await user.click(screen.getByRole('button', { name: '+Paused Job' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Creating a paused job');
    expect(screen.queryByRole('button', { name: '+Paused Job' })).toBeNull();
  });

  it('closes on Escape, giving focus back to the button, and on a tap outside', async () => {
    const { location, user } = await renderPage();
    await user.click(quickActions());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: '+Task' })).toBeNull();
    expect(document.activeElement).toBe(quickActions());

    await user.click(quickActions());
    await user.click(screen.getByTestId('quick-actions-backdrop'));
    expect(screen.queryByRole('button', { name: '+Task' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The tap that closed the choices did not also open the job under it.
    expect(location()).toBe('/minimal-mobile-tasks');
  });

  it('closes when focus moves on to the page', async () => {
    const { user } = await renderPage();
    await user.click(quickActions());
    act(() => screen.getByRole('link', { name: /#48001/ }).focus());
    expect(screen.queryByRole('button', { name: '+Task' })).toBeNull();
  });
});
