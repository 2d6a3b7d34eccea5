import { describe, expect, it } from 'vitest';
import { AZERBAIJANI_FOLD_FROM, AZERBAIJANI_FOLD_TO, foldForSearch } from './search-text.js';

describe('foldForSearch', () => {
  it('matches Azerbaijani names typed with a plain Latin keyboard', () => {
    expect(foldForSearch('Nəsimi')).toBe(foldForSearch('Nesimi'));
    expect(foldForSearch('NƏSİMİ')).toBe('nesimi');
    expect(foldForSearch('Gənclik Şüşə Çağ Ölkə')).toBe('genclik suse cag olke');
  });

  it('keeps the two fold alphabets aligned letter for letter', () => {
    expect([...AZERBAIJANI_FOLD_FROM]).toHaveLength([...AZERBAIJANI_FOLD_TO].length);
  });
});
