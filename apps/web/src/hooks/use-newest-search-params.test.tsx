// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNewestSearchParams } from './use-newest-search-params';

function at(address: string) {
  return function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  };
}

function withParam(name: string, value: string | null) {
  return (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (value === null) next.delete(name);
    else next.set(name, value);
    return next;
  };
}

describe('search params changed from the newest ones', () => {
  it('keeps both of two changes made before the first has rendered', () => {
    const { result } = renderHook(() => useNewestSearchParams(), { wrapper: at('/rating?period=month') });
    act(() => {
      const [, change] = result.current;
      change(withParam('period', null));
      change(withParam('position', 'midfielder'));
    });
    expect(result.current[0].toString()).toBe('position=midfielder');
  });

  it('starts from the address after a change made elsewhere has rendered', () => {
    const { result } = renderHook(() => useNewestSearchParams(), { wrapper: at('/rating?page=2') });
    act(() => result.current[1](withParam('page', '3')));
    act(() => result.current[1](withParam('position', 'goalkeeper')));
    expect(result.current[0].toString()).toBe('page=3&position=goalkeeper');
  });
});
