import { describe, expect, it } from 'vitest';
import { ERASED_FIRST_NAME, isDeletedPlayer, personName } from './account-deletion.js';

describe('an erased account as others see it', () => {
  it('is "Deleted player" in the reader’s language', () => {
    const erased = { first_name: ERASED_FIRST_NAME, last_name: '' };
    expect(isDeletedPlayer(erased)).toBe(true);
    expect(personName(erased, 'az')).toBe('Silinmiş oyunçu');
    expect(personName(erased, 'ru')).toBe('Удалённый игрок');
    expect(personName(erased, 'en')).toBe('Deleted player');
  });

  it('leaves everyone else’s name as it is, a namesake with a surname included', () => {
    expect(personName({ first_name: 'Kamran', last_name: 'Məmmədov' }, 'ru')).toBe('Kamran Məmmədov');
    expect(personName({ first_name: 'Ləman', last_name: '' }, 'en')).toBe('Ləman');
    expect(isDeletedPlayer({ first_name: ERASED_FIRST_NAME, last_name: 'Əliyev' })).toBe(false);
  });
});
