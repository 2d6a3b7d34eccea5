/** Azerbaijani letters folded to their plain Latin look-alikes, upper and lower case. */
export const AZERBAIJANI_FOLD_FROM = 'ƏəĞğIıİÖöÜüÇçŞş';
export const AZERBAIJANI_FOLD_TO = 'eeggiiioouuccss';

/**
 * Folds text for search so that "Nesimi", "nəsimi" and "NƏSİMİ" all match "Nəsimi":
 * Azerbaijani letters to plain Latin, then lower case.
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const character of text) {
    const index = AZERBAIJANI_FOLD_FROM.indexOf(character);
    folded += index === -1 ? character : AZERBAIJANI_FOLD_TO[index];
  }
  return folded.toLowerCase();
}
