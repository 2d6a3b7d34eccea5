// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { teamSummary } from '../testing/team-summary';
import { TeamGrid } from './team-grid';

function show(query: Partial<Parameters<typeof TeamGrid>[0]['teams']>) {
  const refetch = vi.fn();
  render(
    <AppProvider>
      <MemoryRouter>
        <TeamGrid
          teams={{ data: undefined, isPending: false, isError: false, error: null, refetch, ...query }}
          empty={<p>No teams yet</p>}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return refetch;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a list of teams', () => {
  it('shows a failure with a retry that asks again', () => {
    const refetch = show({
      isError: true,
      error: new ApiError({ message: '', status: 500, code: 'server_error' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows its empty state when there is no team, and a card per team otherwise', () => {
    show({ data: { items: [] } });
    expect(screen.getByText('No teams yet')).toBeTruthy();
    cleanup();
    show({
      data: {
        items: [teamSummary(), teamSummary({ id: '00000000-0000-4000-8000-0000000000a2', name: 'Bulaq' })],
      },
    });
    expect(screen.getAllByTestId('team-card').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Qala',
      'Bulaq',
    ]);
  });
});
