// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('./theme-store')).useThemeStore;
}

beforeEach(() => localStorage.clear());

describe('theme store', () => {
  it('starts dark and remembers a toggle under theme-storage', async () => {
    const store = await freshStore();
    expect(store.getState().isDarkMode).toBe(true);

    store.getState().toggleTheme();
    expect(store.getState().isDarkMode).toBe(false);
    expect(JSON.parse(localStorage.getItem('theme-storage') ?? '{}')).toMatchObject({
      state: { isDarkMode: false },
    });
  });

  it('restores the saved mode on the next visit', async () => {
    localStorage.setItem('theme-storage', JSON.stringify({ state: { isDarkMode: false }, version: 0 }));
    const store = await freshStore();
    expect(store.getState().isDarkMode).toBe(false);
  });
});
