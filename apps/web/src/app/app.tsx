import { AppProvider } from './provider';
import { AppRouter } from './router';
import { SessionGate } from './session-gate';

export function App() {
  return (
    <AppProvider>
      <SessionGate>
        <AppRouter />
      </SessionGate>
    </AppProvider>
  );
}
