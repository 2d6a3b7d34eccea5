import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { THEME_STORAGE_KEY } from './storage-keys';

export { THEME_STORAGE_KEY };

interface ThemeState {
  isDarkMode: boolean;
  toggleTheme: () => void;
}

/** Dark or light interface, dark by default, remembered in localStorage under `theme-storage`. */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      isDarkMode: true,
      toggleTheme: () => set((state) => ({ isDarkMode: !state.isDarkMode })),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ isDarkMode: state.isDarkMode }),
    },
  ),
);
