// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { useTranslation, type Translate } from './use-translation';

function Label() {
  const { t } = useTranslation();
  return <p>{t('common.language.change')}</p>;
}

/** A memoised child shows the new language only if the `t` it is given is a new one. */
const MemoLabel = memo(function MemoLabel({ t }: { t: Translate }) {
  return <span>{t('common.language.label')}</span>;
});

function Parent() {
  const { t } = useTranslation();
  return <MemoLabel t={t} />;
}

describe('the translation hook', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('az');
  });
  afterEach(cleanup);

  it('shows the words of the interface language', () => {
    render(<Label />);
    expect(screen.getByText('Dili dəyiş')).toBeTruthy();
  });

  it('renders again in the new language when the player changes it', async () => {
    render(
      <>
        <Label />
        <Parent />
      </>,
    );
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByText('Сменить язык')).toBeTruthy();
    expect(screen.getByText('Язык интерфейса')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Change language')).toBeTruthy();
    expect(screen.getByText('Interface language')).toBeTruthy();
  });

  it('gives every component the same `t` while the language stays', () => {
    const seen: Translate[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    const { rerender } = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    rerender(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(new Set(seen).size).toBe(1);
  });

  it('works out once what i18next must answer (a format), and answers it again from memory', async () => {
    await i18n.changeLanguage('az');
    function Attended({ attended }: { attended: number }) {
      const { t } = useTranslation();
      return <p>{t('team_matches.stats.attended_of_calls', { calls: 10, attended })}</p>;
    }
    const translate = vi.spyOn(i18n, 't');
    try {
      render(
        <>
          <Attended attended={3} />
          <Attended attended={5} />
          <Attended attended={3} />
          <Attended attended={5} />
        </>,
      );
      expect(screen.getAllByText('10 oyunun 3-də')).toHaveLength(2);
      expect(screen.getAllByText('10 oyunun 5-də')).toHaveLength(2);
      expect(translate).toHaveBeenCalledTimes(2);
    } finally {
      translate.mockRestore();
    }
  });

  it('answers a phrase and a plural from the words, without i18next working them out', async () => {
    await i18n.changeLanguage('ru');
    function Count({ count }: { count: number }) {
      const { t } = useTranslation();
      return <p>{t('games.result_count', { count })}</p>;
    }
    const translate = vi.spyOn(i18n, 't');
    try {
      render(
        <>
          <Label />
          <Count count={1} />
          <Count count={5} />
        </>,
      );
      expect(screen.getByText('Сменить язык')).toBeTruthy();
      expect(screen.getByText('Найдена 1 игра')).toBeTruthy();
      expect(screen.getByText('Найдено 5 игр')).toBeTruthy();
      expect(translate).not.toHaveBeenCalled();
    } finally {
      translate.mockRestore();
    }
  });
});
