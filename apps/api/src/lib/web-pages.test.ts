import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDrawnPage } from './web-pages';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function drawnFile(content: object): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'oyna-drawn-'));
  folders.push(folder);
  const file = path.join(folder, 'games.az.dark.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const DRAWN = { body: '<div></div>', css: '.css-a1{}', styleNames: ['a1'], globalCss: '', title: 'Oyunlar' };

describe('readDrawnPage', () => {
  it("keeps the data's stylesheet under /assets/ with the names of its rules (decisions 102 and 107)", () => {
    const page = readDrawnPage(
      drawnFile({
        ...DRAWN,
        dataCssHref: '/assets/drawn-games-dark-Ab12Cd34Ef.css',
        dataStyleNames: ['b2', 'c3'],
      }),
    );
    expect(page?.dataCssHref).toBe('/assets/drawn-games-dark-Ab12Cd34Ef.css');
    expect(page?.dataStyleNames).toEqual(['b2', 'c3']);
  });

  it('drops names that are not a list of strings, and names without their stylesheet', () => {
    const notAList = readDrawnPage(
      drawnFile({
        ...DRAWN,
        dataCssHref: '/assets/drawn-games-dark-Ab12Cd34Ef.css',
        dataStyleNames: 'b2 c3',
      }),
    );
    expect(notAList?.dataCssHref).toBe('/assets/drawn-games-dark-Ab12Cd34Ef.css');
    expect(notAList?.dataStyleNames).toBeUndefined();

    const elsewhere = readDrawnPage(
      drawnFile({ ...DRAWN, dataCssHref: 'https://elsewhere.example/a.css', dataStyleNames: ['b2'] }),
    );
    expect(elsewhere?.dataCssHref).toBeUndefined();
    expect(elsewhere?.dataStyleNames).toBeUndefined();
  });
});
