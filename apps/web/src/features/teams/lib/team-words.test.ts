import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { answerByDay } from './answer-by-day';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const t = (language: string, key: string, options?: Record<string, unknown>) =>
  (i18n.getFixedT(language) as unknown as Translate)(key, options);

describe("the teams' words (issue 29's wording table)", () => {
  it('pluralises members by the total, not by the first number', () => {
    expect(t('en', 'teams.card.members', { count: 20, current: 1 })).toBe('1 of 20 members');
    expect(t('ru', 'teams.card.members', { count: 20, current: 1 })).toBe('1 из 20 участников');
    expect(t('ru', 'teams.card.members', { count: 21, current: 2 })).toBe('2 из 21 участника');
    expect(t('az', 'teams.card.members', { count: 20, current: 1 })).toBe('1/20 üzv');
  });

  it('names what the invite card copies, in the accusative', () => {
    expect(t('az', 'teams.invite.copy_code')).toBe('Kodu köçür');
    expect(t('az', 'teams.invite.copy_link')).toBe('Keçidi köçür');
  });

  it('says what auto-accept and an official team mean', () => {
    expect(t('az', 'teams.form.auto_accept')).toBe('Sorğuları avtomatik qəbul et');
    expect(t('az', 'teams.form.type_hint')).toBe('Rəsmi: qeydiyyatlı klub və ya liqa komandası');
  });

  it('gives the invitation\'s last day as "cavab müddəti: 5 dekabr, şənbə"', () => {
    const day = answerByDay(new Date('2026-12-05T10:00:00Z'), 'az');
    expect(day).toBe('5 dekabr, şənbə');
    expect(t('az', 'teams.invitations.from', { name: 'Orxan Məmmədov', date: day })).toBe(
      'Dəvət edən: Orxan Məmmədov · cavab müddəti: 5 dekabr, şənbə',
    );
  });

  it('calls a team match a friendly, and the Russian history and squads use nouns, not "(а)"', () => {
    expect(t('az', 'team_matches.match.heading')).toBe('Yoldaşlıq oyunu');
    expect(t('ru', 'team_matches.match.heading')).toBe('Товарищеский матч');
    expect(t('ru', 'team_matches.match.home')).toBe('Хозяева (инициатор вызова)');
    expect(t('ru', 'team_matches.history.joined')).toBe('Вступление');
    expect(t('ru', 'team_matches.history.left')).toBe('Выход из команды');
    expect(t('ru', 'team_matches.result.attended', { name: 'Орхан' })).toBe('Орхан: на матче');
  });
});
