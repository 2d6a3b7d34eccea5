import { describe, expect, it } from 'vitest';
import { helpLinkAbout } from '../../../lib/help-link';
import { contextFromSearch, initialTopic, statusColor } from './support-context';

const id = '0b6f2c1e-8d4a-4f3b-9c2e-7a1d5e9f3b20';

describe('the help page address', () => {
  it('a link about a payment, a transaction or a game attaches it', () => {
    for (const kind of ['payment', 'transaction', 'game'] as const) {
      const link = helpLinkAbout(kind, id);
      const search = new URL(link, 'https://oyna.az').searchParams;
      expect(contextFromSearch(search)).toEqual({ kind, id });
    }
  });

  it('an unknown kind or a malformed id attaches nothing', () => {
    expect(contextFromSearch(new URLSearchParams({ about: 'team', id }))).toBeNull();
    expect(contextFromSearch(new URLSearchParams({ about: 'game', id: '42' }))).toBeNull();
    expect(contextFromSearch(new URLSearchParams())).toBeNull();
  });

  it('the topic starts from the address, else from the attachment', () => {
    expect(initialTopic(new URLSearchParams({ topic: 'account' }), null)).toBe('account');
    expect(initialTopic(new URLSearchParams(), { kind: 'transaction', id })).toBe('payment');
    expect(initialTopic(new URLSearchParams(), { kind: 'game', id })).toBe('game');
    expect(initialTopic(new URLSearchParams({ topic: 'nonsense' }), null)).toBeNull();
  });

  it('a request waiting for Oyna is marked, an answered one is good news, a closed one is quiet', () => {
    expect(statusColor('open')).toBe('warning');
    expect(statusColor('answered')).toBe('success');
    expect(statusColor('closed')).toBe('default');
  });
});
