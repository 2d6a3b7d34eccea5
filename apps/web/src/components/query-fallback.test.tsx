// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { QueryFallback } from './query-fallback';

function renderFallback(query: { isPending: boolean; isError: boolean; error: unknown }) {
  const refetch = vi.fn();
  const { container } = render(
    <AppProvider>
      <QueryFallback query={{ ...query, refetch }} errorTitle="Games did not load" skeletons={[56, 56]} />
    </AppProvider>,
  );
  return { container, refetch };
}

describe('what a section shows instead of its data', () => {
  it('draws one placeholder per height while the query loads', () => {
    const { container } = renderFallback({ isPending: true, isError: false, error: null });
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
  });

  it('names what failed and retries the query', () => {
    const { refetch } = renderFallback({ isPending: false, isError: true, error: new Error('boom') });
    expect(screen.getByText('Games did not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('draws nothing once the data is there', () => {
    const { container } = renderFallback({ isPending: false, isError: false, error: null });
    expect(container.querySelector('.MuiSkeleton-root, .MuiAlert-root')).toBeNull();
  });
});
