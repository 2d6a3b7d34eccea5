import type { QueryClient } from '@tanstack/react-query';
import { useLetFirstPageShow } from '../hooks/use-first-page-shown';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

export function App({ queryClient }: { queryClient?: QueryClient | undefined }) {
  useLetFirstPageShow();
  return (
    <AppProvider queryClient={queryClient}>
      <SessionGate>
        <AppRouter />
      </SessionGate>
    </AppProvider>
  );
}
