import { configure } from '@testing-library/react';

// Pages are lazy chunks; on a busy 2-core CI machine the first import of one can take longer
// than Testing Library's default one-second wait (it took up to 20 s while another suite ran).
configure({ asyncUtilTimeout: 20_000 });
