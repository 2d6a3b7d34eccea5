// @vitest-environment jsdom
import type { InvitationListResponse } from '@oyna/shared';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { sampleWallet } from '../../app/drawn-page-samples';
import { AppProvider } from '../../app/provider';
import { teamKeys } from '../../api/team-keys';
import { walletKeys } from '../../api/wallet-keys';
import { holdUntilFirstPageShown, useLetFirstPageShow } from '../../hooks/use-first-page-shown';
import { i18n } from '../../lib/i18n';
import { nextTask } from '../../lib/next-task';
import { AppDrawer } from './app-drawer';
import { AppTopBar } from './app-top-bar';
import { BottomNav } from './bottom-nav';
import type * as NavItems from './nav-items';

// What the bars draw beside the numbers, counted: a bar drawn again draws them again.
const draws = vi.hoisted(() => ({ languageSwitcher: 0, dashboardIcon: 0, avatar: 0 }));
vi.mock('./my-avatar', () => ({
  MyAvatar: () => {
    draws.avatar += 1;
    return null;
  },
}));
vi.mock('../language-switcher', () => ({
  LanguageSwitcher: () => {
    draws.languageSwitcher += 1;
    return null;
  },
}));

vi.mock('./nav-items', async (importOriginal) => {
  const original = await importOriginal<typeof NavItems>();
  const DashboardIcon = () => {
    draws.dashboardIcon += 1;
    return null;
  };
  return {
    ...original,
    BOTTOM_NAV: original.BOTTOM_NAV.map((item) =>
      item.to === '/dashboard' ? { ...item, icon: DashboardIcon } : item,
    ),
  };
});

/** A query cache that asks nothing of a server: the answers arrive when the test sets them. */
function quietQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
}

beforeEach(async () => {
  await i18n.changeLanguage('az');
  draws.languageSwitcher = 0;
  draws.dashboardIcon = 0;
  draws.avatar = 0;
});
afterEach(cleanup);

describe('the signed-in bars when their numbers arrive after the page is drawn', () => {
  it('the top bar draws only the balance again when the wallet answers', async () => {
    const queryClient = quietQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppTopBar drawerId="menu" drawerOpen={false} onMenuClick={() => {}} />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
    const drawsBefore = draws.languageSwitcher;

    act(() => queryClient.setQueryData(walletKeys.summary(), sampleWallet()));

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('7,25'));
    expect(draws.languageSwitcher).toBe(drawsBefore);
  });

  it("the bottom bar draws only the teams' badge again when the invitations answer", async () => {
    const queryClient = quietQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <BottomNav />
        </MemoryRouter>
      </AppProvider>,
    );
    const drawsBefore = draws.dashboardIcon;
    const invitations: InvitationListResponse = { items: [], total: 2, page: 1, page_size: 20 };

    act(() => queryClient.setQueryData(teamKeys.myInvitations(), invitations));

    await waitFor(() => expect(screen.getByTestId('bottom-nav-teams').textContent).toContain('2'));
    // The other places were not drawn again.
    expect(draws.dashboardIcon).toBe(drawsBefore);
  });

  it("the drawer draws only the teams' number again when the invitations answer", async () => {
    const queryClient = quietQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppDrawer id="menu" variant="persistent" open onClose={() => {}} onNavigate={() => {}} />
        </MemoryRouter>
      </AppProvider>,
    );
    const drawsBefore = draws.avatar;
    const invitations: InvitationListResponse = { items: [], total: 3, page: 1, page_size: 20 };

    act(() => queryClient.setQueryData(teamKeys.myInvitations(), invitations));

    await waitFor(() => expect(screen.getByTestId('nav-badge-team_invitations').textContent).toContain('3'));
    expect(draws.avatar).toBe(drawsBefore);
  });
});

function LetFirstPageShow() {
  useLetFirstPageShow();
  return null;
}

describe('the signed-in bars read their numbers after the first page is shown', () => {
  // Unmounted first, so that no bar still let go afterwards reaches the real `fetch`.
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('ask for nothing in the first commit, then for the balance and the invitations', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(url, 'http://localhost').pathname);
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    holdUntilFirstPageShown();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bars = (
      <>
        <AppTopBar drawerId="menu" drawerOpen={false} onMenuClick={() => {}} />
        <BottomNav />
      </>
    );
    const { rerender } = render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>{bars}</MemoryRouter>
      </AppProvider>,
    );
    await act(nextTask);
    expect(asked).toEqual([]);

    rerender(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          {bars}
          <LetFirstPageShow />
        </MemoryRouter>
      </AppProvider>,
    );

    await waitFor(() =>
      expect(asked).toEqual(expect.arrayContaining(['/api/v1/wallet', '/api/v1/users/me/invitations'])),
    );
  });
});
