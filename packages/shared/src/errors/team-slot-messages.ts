import type { Translated } from '../i18n/languages.js';
import { TEAM_SLOT_LIMITS } from '../domain/team-slots.js';
import { lengthAtMostMessage } from './length-messages.js';

const { durationMinutes, activePerTeam } = TEAM_SLOT_LIMITS;

/** Field messages of a team's weekly slot (həftəlik vaxt), spread into FIELD_MESSAGES. */
export const TEAM_SLOT_FIELD_MESSAGES = {
  team_slot_duration_range: {
    az: `Müddət ${durationMinutes.min}-${durationMinutes.max} dəqiqə olmalıdır.`,
    ru: `Длительность — от ${durationMinutes.min} до ${durationMinutes.max} минут.`,
    en: `It lasts ${durationMinutes.min} to ${durationMinutes.max} minutes.`,
  },
  team_slot_note_length: lengthAtMostMessage(
    { az: 'Qeyd', ru: 'Примечание', en: 'The note' },
    TEAM_SLOT_LIMITS.noteMaxLength,
  ),
  team_slot_squad_duplicate: {
    az: 'Heyətdə eyni oyunçu iki dəfə ola bilməz.',
    ru: 'Один игрок не может быть в составе дважды.',
    en: 'The same player cannot be in the squad twice.',
  },
} as const satisfies Record<string, Translated>;

/** Error codes of a team's weekly slot, spread into the main catalogue. */
export const TEAM_SLOT_ERROR_CATALOGUE = {
  team_slot_not_found: {
    az: 'Komandanın həftəlik vaxtı tapılmadı.',
    ru: 'Еженедельное время команды не найдено.',
    en: 'The team’s weekly slot was not found.',
  },
  team_slot_members_only: {
    az: 'Komandanın həftəlik vaxtını yalnız komandanın üzvləri görə və cavablaya bilər.',
    ru: 'Еженедельное время команды видят и отвечают на него только участники команды.',
    en: 'Only the team’s members can see and answer its weekly slot.',
  },
  team_slot_manage_forbidden: {
    az: 'Həftəlik vaxtı yalnız kapitan və kapitan müavinləri dəyişə bilər.',
    ru: 'Менять еженедельное время могут только капитан и вице-капитаны.',
    en: 'Only the captain and vice-captains can change the weekly slot.',
  },
  team_slot_limit_reached: {
    az: `Komandanın ən çox ${activePerTeam} həftəlik vaxtı ola bilər. Yenisini əlavə etmək üçün birini bitirin.`,
    ru: `У команды может быть не больше ${activePerTeam} еженедельных времён. Завершите одно, чтобы добавить новое.`,
    en: `A team can have at most ${activePerTeam} weekly slots. End one to add another.`,
  },
  team_slot_ended: {
    az: 'Bu həftəlik vaxt artıq bitib.',
    ru: 'Это еженедельное время уже завершено.',
    en: 'This weekly slot has already ended.',
  },
  team_slot_date_not_scheduled: {
    az: 'Həftəlik vaxt bu tarixdə deyil.',
    ru: 'На эту дату еженедельного времени нет.',
    en: 'The weekly slot is not on this date.',
  },
  team_slot_answer_closed: {
    az: 'Bu tarix artıq başlayıb: cavabı dəyişmək olmaz.',
    ru: 'Это время уже началось: ответ изменить нельзя.',
    en: 'This date has already kicked off: the answer cannot change.',
  },
  team_slot_squad_not_coming: {
    az: 'Heyətə yalnız bu tarixə «Gəlirəm» cavabı verən komanda üzvləri seçilə bilər.',
    ru: 'В состав можно выбрать только участников команды, ответивших «Приду» на эту дату.',
    en: 'Only team members who answered “Coming” for this date can be picked for the squad.',
  },
} as const satisfies Record<string, Translated>;
