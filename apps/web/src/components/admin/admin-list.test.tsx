// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { i18n } from '../../lib/i18n';
import { AdminList, type AdminListQuery } from './admin-list';
import { AdminRow } from './admin-row';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

interface Item {
  id: number;
  name: string;
}

function query(overrides: Partial<AdminListQuery<Item>>): AdminListQuery<Item> {
  return {
    data: undefined,
    error: null,
    isError: false,
    isPending: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderList(list: AdminListQuery<Item>, skeletonRows?: number) {
  render(
    <AppProvider>
      <AdminList
        query={list}
        errorTitle="Could not load the list"
        emptyText="Nothing here yet"
        skeletonRows={skeletonRows}
        countText={(total) => `${total} found`}
        countTestId="summary"
        renderItem={(item) => (
          <AdminRow key={item.id} data-testid="row" data-item-id={item.id}>
            {item.name}
          </AdminRow>
        )}
      />
    </AppProvider>,
  );
}

describe('an admin list', () => {
  it('stands in with busy skeleton rows while the first page loads', () => {
    renderList(query({ isPending: true }), 3);
    const skeleton = screen.getByLabelText('Loading...');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('summary')).toBeNull();
  });

  it('shows the error with its title and reads the list again on retry', () => {
    const list = query({ isError: true, error: new Error('boom') });
    renderList(list);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the list');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the page already shown when a later read fails', () => {
    const data = { items: [{ id: 1, name: 'Aysel' }], total: 1 };
    renderList(query({ isError: true, error: new Error('boom'), data }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('row')).toHaveLength(1);
  });

  it('says the count, politely, and the empty text when nothing matches', () => {
    renderList(query({ data: { items: [], total: 0 } }));
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByTestId('summary').textContent).toBe('0 found');
    expect(screen.getByTestId('summary').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists one row an item, dimmed and busy while the next page loads', () => {
    const data = {
      items: [
        { id: 1, name: 'Aysel' },
        { id: 2, name: 'Rauf' },
      ],
      total: 12,
    };
    renderList(query({ data, isPlaceholderData: true }));
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Aysel', 'Rauf']);
    expect(rows[1]?.getAttribute('data-item-id')).toBe('2');
    expect(screen.getByTestId('summary').textContent).toBe('12 found');
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  it('is not busy once the page shown is the page asked for', () => {
    renderList(query({ data: { items: [{ id: 1, name: 'Aysel' }], total: 1 } }));
    expect(screen.getByRole('list').hasAttribute('aria-busy')).toBe(false);
  });

  it('draws the pages below the rows, and none while there is only one', () => {
    const onChange = vi.fn();
    const data = { items: [{ id: 1, name: 'Aysel' }], total: 25 };
    const { rerender } = render(
      <AppProvider>
        <AdminList
          query={query({ data })}
          errorTitle="Could not load the list"
          emptyText="Nothing here yet"
          listTestId="people"
          renderItem={(item) => (
            <AdminRow key={item.id} data-testid="row">
              {item.name}
            </AdminRow>
          )}
          pages={{ count: 3, page: 1, onChange }}
        />
      </AppProvider>,
    );
    expect(screen.getByTestId('people').tagName).toBe('UL');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(
      <AppProvider>
        <AdminList
          query={query({ data })}
          errorTitle="Could not load the list"
          emptyText="Nothing here yet"
          renderItem={(item) => (
            <AdminRow key={item.id} data-testid="row">
              {item.name}
            </AdminRow>
          )}
          pages={{ count: 1, page: 1, onChange }}
        />
      </AppProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
