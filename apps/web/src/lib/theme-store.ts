import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const THEME_STORAGE_KEY = 'theme-storage';

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
