// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { QueryState } from './query-state';

afterEach(cleanup);

const query = (data: string | undefined, isError = false) => ({
  data,
  isError,
  error: isError ? new Error('down') : null,
  refetch: vi.fn(),
});

function show(state: ReturnType<typeof query>) {
  render(
    <AppProvider>
      <QueryState query={state} errorTitle="Not found" height={100}>
        {(data) => <p>{data}</p>}
      </QueryState>
    </AppProvider>,
  );
}

describe('a part of a page that waits for a query', () => {
  it('shows the answer once it is there', () => {
    show(query('The cup'));
    expect(screen.getByText('The cup')).toBeTruthy();
  });

  it('says what failed, with a retry, even when an older answer is kept', () => {
    const failed = query('The cup', true);
    show(failed);
    expect(screen.getByText('Not found')).toBeTruthy();
    expect(screen.queryByText('The cup')).toBeNull();
    screen.getByRole('button').click();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('holds the place with a skeleton while the answer is on its way', () => {
    show(query(undefined));
    expect(document.querySelector('.MuiSkeleton-root')).toBeTruthy();
  });
});
