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

function show(state: ReturnType<typeof query>, keepData = false) {
  render(
    <AppProvider>
      <QueryState query={state} errorTitle="Not found" height={100} keepData={keepData}>
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

  it('keeps the older answer on screen through a failed refetch when asked to', () => {
    show(query('The cup', true), true);
    expect(screen.getByText('The cup')).toBeTruthy();
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('says what failed when it is asked to keep an answer it never had', () => {
    show(query(undefined, true), true);
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('holds the place with a skeleton while the answer is on its way', () => {
    show(query(undefined));
    expect(document.querySelector('.MuiSkeleton-root')).toBeTruthy();
  });
});
