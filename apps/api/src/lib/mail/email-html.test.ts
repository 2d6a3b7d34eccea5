import { describe, expect, it } from 'vitest';
import { emailHtml, emailText } from './email-html.js';

const content = {
  language: 'az' as const,
  title: 'Oyun <ləğv> edildi',
  paragraphs: ['"Axşam" & səhər'],
  action: { label: 'Aç', url: 'https://oyna.az/games/1?a=1&b="2"' },
  footer: 'Seçimlər: https://oyna.az/settings',
};

describe('account and notification emails', () => {
  it('escape what they show in HTML and declare the language', () => {
    const html = emailHtml(content);
    expect(html).toContain('<html lang="az">');
    expect(html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Oyun &lt;ləğv&gt; edildi</h1>');
    expect(html).toContain('&quot;Axşam&quot; &amp; səhər');
    expect(html).toContain('href="https://oyna.az/games/1?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<ləğv>');
  });

  it('write the same words, with the link in full, in the text part', () => {
    const text = emailText(content);
    expect(text).toContain('Oyun <ləğv> edildi');
    expect(text).toContain('Aç: https://oyna.az/games/1?a=1&b="2"');
    expect(text).toContain('Seçimlər: https://oyna.az/settings');
  });
});
