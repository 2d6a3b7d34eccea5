/**
 * A page the web build draws to HTML and the API server sends painted (docs/decisions/0044-signin-first-load.md,
 * 0045-signed-in-first-load.md): the markup inside `#root`, the styles it uses and its title. The
 * build writes it as JSON; the server reads it back.
 */
export interface DrawnPage {
  body: string;
  css: string;
  title: string;
}
