// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { aSeries } from '../testing/series-fixture';
import { PlannedChanges } from './planned-changes';
import { SeriesChangeDialog } from './series-change-dialog';

const remove = vi.spyOn(apiClient, 'delete');
const series = aSeries({
  upcoming: [
    {
      date: '2026-12-08',
      starts_at: '2026-12-08T16:00:00.000Z',
      state: 'scheduled',
      game_id: null,
      problem: null,
      moved: false,
      price: 10,
    },
  ],
  planned_changes: [{ from_date: '2027-01-05', price: 9, kick_off_time: '21:00' }],
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => remove.mockReset());

describe('planned changes on the organizer’s series page', () => {
  it('lists each with its date and terms, and cancels one only after asking', async () => {
    remove.mockResolvedValue({ data: null, status: 204 });
    render(
      <AppProvider>
        <PlannedChanges series={series} />
      </AppProvider>,
    );
    expect(screen.getByTestId('series-planned-2027-01-05').textContent?.replace(/\s/g, ' ')).toContain(
      'From 5 January 2027: 9.00 ₼, 21:00',
    );
    fireEvent.click(screen.getByTestId('series-planned-cancel-2027-01-05'));
    expect(remove).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'The change planned from 5 January 2027 will not apply; the games go on with the current terms.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this planned change' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(`/series/${series.id}/planned-changes/2027-01-05`),
    );
  });

  it('shows nothing when no change is planned', () => {
    const { container } = render(
      <AppProvider>
        <PlannedChanges series={{ ...series, planned_changes: [] }} />
      </AppProvider>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('the "this and the following" dialog', () => {
  it('takes any later date and says in plain words when the change takes effect', async () => {
    await i18n.changeLanguage('az');
    render(
      <AppProvider>
        <SeriesChangeDialog series={series} from={series.upcoming[0]!} onClose={() => undefined} />
      </AppProvider>,
    );
    const effect = () => screen.getByTestId('series-change-effect').textContent;
    expect(effect()).toMatch(/^Dəyişiklik 8 dekabr 2026 tarixindən qüvvəyə minəcək: /);
    fireEvent.change(screen.getByTestId('series-change-from'), { target: { value: '2027-01-05' } });
    expect(effect()).toBe(
      'Dəyişiklik 5 yanvar 2027 tarixindən qüvvəyə minəcək. O vaxta qədər oyunlar indiki şərtlərlə dərc olunur; planlaşdırılmış dəyişikliyi istənilən vaxt ləğv edə bilərsiniz.',
    );
  });
});
