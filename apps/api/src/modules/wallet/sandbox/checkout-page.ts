import { type Language, SANDBOX_TEST_CARD, qepikToManatText } from '@oyna/shared';
import { sandboxCheckoutPath } from '../providers/sandbox-provider.js';
import { CHECKOUT_TEXTS } from './checkout-texts.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * `20,00 AZN` in az and ru, `20.00 AZN` in en: a bank page names the currency by its code (and
 * the ₼ sign is missing from many system fonts this page, without the web app's fonts, would use).
 */
function manat(qepik: number, language: Language): string {
  const [whole = '0', fraction = '00'] = qepikToManatText(qepik).split('.');
  const grouped = whole.replace(
    /\B(?=(\d{3})+(?!\d))/g,
    language === 'en' ? ',' : language === 'ru' ? '\u00a0' : '.',
  );
  return `${grouped}${language === 'en' ? '.' : ','}${fraction}\u00a0AZN`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#eef1f5;--card:#fff;--text:#1b2430;--muted:#5b6675;--line:#d5dbe3;--accent:#0b5cad;--warn-bg:#fff4d6;--warn:#7a4b00}
@media (prefers-color-scheme:dark){:root{--bg:#10151c;--card:#19212b;--text:#e8edf3;--muted:#9aa6b5;--line:#2c3745;--accent:#5aa3f0;--warn-bg:#3b2e0c;--warn:#ffd88a}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;flex-direction:column;align-items:center}
.banner{width:100%;background:repeating-linear-gradient(135deg,#f2b705 0 14px,#1b2430 14px 28px);padding:6px 0}
.banner p{margin:0 auto;max-width:460px;background:var(--warn-bg);color:var(--warn);font-weight:700;text-align:center;padding:8px 12px;border-radius:6px;font-size:14px}
main{width:100%;max-width:460px;padding:20px 16px 32px}
.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:20px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
.bank{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px;margin:0 0 4px}
.bank .logo{width:34px;height:34px;border-radius:8px;background:var(--accent);color:#fff;display:grid;place-items:center;font-size:15px}
.tag{display:inline-block;margin-left:auto;font-size:12px;font-weight:700;letter-spacing:.06em;color:var(--warn);background:var(--warn-bg);border-radius:999px;padding:2px 10px}
h1{font-size:15px;font-weight:600;color:var(--muted);margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 18px;padding:12px;border-radius:10px;background:var(--bg)}
dt{color:var(--muted)}dd{margin:0;text-align:right;overflow-wrap:anywhere}.amount{font-size:22px;font-weight:700}
label{display:block;font-size:14px;color:var(--muted);margin:12px 0 4px}
input{width:100%;font:inherit;font-size:17px;padding:11px 12px;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--text)}
input:focus{outline:2px solid var(--accent);outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#c62828;font-size:14px;margin:6px 0 0}
button{width:100%;font:inherit;font-weight:700;font-size:17px;padding:12px;border-radius:8px;border:0;cursor:pointer;margin-top:18px}
.pay{background:var(--accent);color:#fff}.cancel{background:transparent;color:var(--accent);border:1px solid var(--line);margin-top:10px}
.hint{font-size:14px;color:var(--muted);margin:16px 0 0}.hint code{font-size:15px;color:var(--text);white-space:nowrap}
a{color:var(--accent)}
`;

function page(language: Language, body: string): string {
  const t = CHECKOUT_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · ${escapeHtml(t.bank)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><p>${escapeHtml(t.testBanner)}</p></div>
<main>${body}</main>
</body>
</html>`;
}

function bankHeader(language: Language): string {
  const t = CHECKOUT_TEXTS[language];
  return `<p class="bank"><span class="logo" aria-hidden="true">SB</span>${escapeHtml(t.bank)}<span class="tag">TEST</span></p>`;
}

export interface CheckoutPageOptions {
  paymentId: string;
  /** The payment's checkout key: the form posts it back. */
  checkoutKey: string;
  amountQepik: number;
  language: Language;
  /** Set when the last submission had an unusable card number. */
  cardError: boolean;
}

/** The sandbox's card page: plain HTML and CSS, a form posting to the pay endpoint, no script. */
export function renderCheckoutPage(options: CheckoutPageOptions): string {
  const { language } = options;
  const t = CHECKOUT_TEXTS[language];
  const action = sandboxCheckoutPath(options.paymentId, options.checkoutKey, language, 'pay');
  const testCard = SANDBOX_TEST_CARD.replace(/(\d{4})(?=\d)/g, '$1 ');
  return page(
    language,
    `<section class="card" aria-labelledby="title">
${bankHeader(language)}
<h1 id="title">${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>Oyna</dd>
<dt>${escapeHtml(t.purpose)}</dt><dd>${escapeHtml(t.purposeValue)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount" data-testid="checkout-amount">${escapeHtml(manat(options.amountQepik, language))}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<label for="card_number">${escapeHtml(t.cardNumber)}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
  pattern="[0-9 ]{12,23}" maxlength="23" placeholder="0000 0000 0000 0000"${options.cardError ? ' aria-invalid="true" aria-describedby="card_error"' : ''}>
${options.cardError ? `<p class="error" id="card_error" role="alert">${escapeHtml(t.cardInvalid)}</p>` : ''}
<div class="row">
<div><label for="expiry">${escapeHtml(t.expiry)}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" pattern="(0[1-9]|1[0-2])/?[0-9]{2}" maxlength="5" required></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" pattern="[0-9]{3,4}" maxlength="4" required></div>
</div>
<button class="pay" type="submit" name="intent" value="pay">${escapeHtml(t.pay)} ${escapeHtml(manat(options.amountQepik, language))}</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<button class="cancel" type="submit" name="intent" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</form>
<p class="hint">${escapeHtml(t.testCard)} <code>${testCard}</code><br>${escapeHtml(t.otherCards)}</p>
</section>`,
  );
}

/** The page for a payment that can no longer be paid, with the way back to its result page. */
export function renderFinishedPage(options: {
  language: Language;
  expired: boolean;
  returnPath: string;
}): string {
  const t = CHECKOUT_TEXTS[options.language];
  return page(
    options.language,
    `<section class="card">
${bankHeader(options.language)}
<h1>${escapeHtml(options.expired ? t.expiredTitle : t.finishedTitle)}</h1>
<p><a href="${escapeHtml(options.returnPath)}">${escapeHtml(t.backToOyna)}</a></p>
</section>`,
  );
}
