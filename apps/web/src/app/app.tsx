import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

export function App({ queryClient }: { queryClient?: QueryClient | undefined }) {
  return (
    <AppProvider queryClient={queryClient}>
      <SessionGate>
        <AppRouter />
      </SessionGate>
    </AppProvider>
  );
}
