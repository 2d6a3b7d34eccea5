/**
 * A page the web build draws to HTML and the API server sends painted (docs/decisions/0044-signin-first-load.md,
 * 0045-signed-in-first-load.md): the markup inside `#root`, the styles it uses and its title. The
 * build writes it as JSON; the server reads it back.
 */
export interface DrawnPage {
  body: string;
  /** The rules of the components' classes. */
  css: string;
  /**
   * The style cache's names of the rules in `css` (emotion's, the app's). Written on the style tag
   * so that the app, taking over, knows these rules as already in the page and does not write them
   * again (docs/decisions/0047-drawn-styles-are-the-apps-own.md).
   */
  styleNames: string[];
  /**
   * The global rules (the page's base styles, the theme's colours on `body`) and keyframes: kept
   * apart, before the app's own global rules, which replace them when the theme changes.
   */
  globalCss: string;
  /**
   * The style cache's names of the rules in `globalCss`. Written on their tag so that the app, taking
   * over in the same theme, knows its global rules and keyframes as in the page already and does not
   * compile and write them again (docs/decisions/0105-the-bars-read-after-the-first-page.md).
   */
  globalNames?: string[];
  title: string;
  /**
   * The rules of the classes the page's data brings (cards, numbers, lists), drawn by the build from
   * sample answers and not used by the drawn markup (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md).
   * The build writes them to a file of their own and keeps its address as `dataCssHref`: in the page
   * they would make its first packet too big for the first paint.
   */
  dataCss?: string;
  /** Where the build wrote `dataCss`: a hashed file under `/assets/`. */
  dataCssHref?: string;
  /**
   * The style cache's names of the rules in `dataCss`. Written on the file's link so that the app,
   * taking over, knows them without reading the stylesheet's rules back (decision 107).
   */
  dataStyleNames?: string[];
}
