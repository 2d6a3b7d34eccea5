/**
 * Until the script has taken over, no drawn button works: the form would go as a plain GET with
 * the password in the address (a disabled default button also stops Enter from submitting), and a
 * tap on the language menu, the theme or Google would be lost when React replaces the page. So
 * every button waits, disabled, for the page that can answer it; links work at once. The sign-in
 * pages' small entry (src/signin/main.ts) enables the buttons marked `data-drawn-wait` and holds a
 * press on them until the app has drawn its own.
 */
export function withButtonsDisabled(html: string): string {
  return html.replace(/<button(?![^>]*\sdisabled)/g, '<button disabled="" data-drawn-wait=""');
}
