import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { renderDashboard, setUpDashboardTests } from '#tooling/test-client/dashboard-screen.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

const onOpenTask = vi.fn();
setUpDashboardTests(onOpenTask);

/** The change line of the stat card titled `title`, once the stats have arrived. */
async function changeLine(title: string, text: string) {
  const cardElement = (await screen.findByText(title)).closest('[data-slot="stat-card"]') as HTMLElement;
  return (await within(cardElement).findByText(text)).parentElement as HTMLElement;
}

function answerStats(stats: DashboardStats) {
  server.use(answer('GET /api/dashboard/stats', stats));
}

describe('/dashboard stat cards (issue 23: a change that reads right)', { timeout: 20_000 }, () => {
  it('does not draw more open work green, and draws more completed work green', async () => {
    answerStats({ total: 33, previousTotal: 16, completedToday: 5, completedYesterday: 2 });
    renderDashboard(onOpenTask);
    const total = await changeLine('Total Tasks', '106% more active tasks than 30 days ago');
    expect(total.getAttribute('data-direction')).toBe('up');
    expect(total.className).not.toContain('emerald');
    expect(total.className).toContain('amber');
    // A base of 2 is said as a count, not as '150%'.
    const done = await changeLine('Completed Today', "3 more than yesterday's 2 completed");
    expect(done.className).toContain('emerald');
  });

  it('draws less open work green, fewer completions so far today quietly, and counts from a base under 10', async () => {
    answerStats({ total: 12, previousTotal: 20, completedToday: 1, completedYesterday: 4 });
    renderDashboard(onOpenTask);
    const total = await changeLine('Total Tasks', '40% fewer active tasks than 30 days ago');
    expect(total.getAttribute('data-direction')).toBe('down');
    expect(total.className).toContain('emerald');
    const done = await changeLine('Completed Today', "3 fewer than yesterday's 4 completed");
    expect(done.className).toContain('text-muted-foreground');
    expect(done.className).not.toContain('red');
  });
});
