import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy chunks; on a busy 2-core CI machine the first import of one can take longer
// than Testing Library's default one-second wait (it took up to 20 s while another suite ran).
configure({ asyncUtilTimeout: 20_000 });

// The app downloads one language at start (main.tsx); tests have all three at hand.
import az from '../locales/az/index';
import en from '../locales/en/index';
import ru from '../locales/ru/index';
import { startI18n } from '../lib/i18n';
import { recordServerReply } from '../lib/server-reachability';
import { useToastStore } from '../lib/toast';

// Node tests (pure texts) use the words too: start everywhere, not only under jsdom.
void startI18n({ az, ru, en });

// The files of a worker share one document and one module graph (vitest.config.ts): every test
// leaves the document empty, no toast waiting and the server reachable, as a file would otherwise
// hand its dialogs, alerts and toasts to the next, and a request of its that found no server (a
// component asking what the test did not answer) the "can't reach Oyna" banner.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  useToastStore.setState(useToastStore.getInitialState(), true);
  recordServerReply(200);
});
