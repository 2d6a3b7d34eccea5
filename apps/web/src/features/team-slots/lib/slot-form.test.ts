import type { TeamSlot } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { newSlotForm, slotChanges, slotFormOf, toSlotInput } from './slot-form';

const TODAY = '2026-11-30';

const slot: TeamSlot = {
  id: '00000000-0000-4000-8000-000000000011',
  team_id: '00000000-0000-4000-8000-000000000001',
  kind: 'training',
  venue: { id: 3, name: 'Dalğa Arena', district: 'nasimi' },
  weekdays: [4],
  kick_off_time: '20:00',
  time_zone: 'Asia/Baku',
  every_weeks: 1,
  start_date: '2026-11-01',
  end_date: null,
  duration_minutes: 90,
  note: '',
  status: 'active',
  can_manage: true,
  dates: [],
};

describe('the weekly slot form', () => {
  it('asks for the venue and at least one weekday before anything is sent', () => {
    const result = toSlotInput(newSlotForm(TODAY, null), TODAY);
    expect(result).toEqual({
      ok: false,
      errors: { venue_id: 'fill_required', weekdays: 'series_weekdays_required' },
    });
  });

  it('sends a filled form as the API takes it, the weekdays in order and no last date as null', () => {
    const form = { ...newSlotForm(TODAY, 3), weekdays: [6, 2], kickOffTime: '19:30', note: 'Ağ forma' };
    expect(toSlotInput(form, TODAY)).toEqual({
      ok: true,
      value: {
        kind: 'training',
        venue_id: 3,
        weekdays: [2, 6],
        kick_off_time: '19:30',
        every_weeks: 1,
        start_date: TODAY,
        end_date: null,
        duration_minutes: 90,
        note: 'Ağ forma',
      },
    });
  });

  it('refuses a first date in the past, a last date before the first and a length out of bounds', () => {
    const form = {
      ...newSlotForm(TODAY, 3),
      weekdays: [4],
      startDate: '2026-11-29',
      endDate: '2026-11-20',
      durationMinutes: '300',
    };
    const result = toSlotInput(form, TODAY);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      start_date: 'series_start_in_past',
      end_date: 'series_end_before_start',
      duration_minutes: 'team_slot_duration_range',
    });
  });

  it('keeps the first date of a slot that began weeks ago when it is edited', () => {
    expect(toSlotInput(slotFormOf(slot), TODAY, slot.start_date).ok).toBe(true);
    expect(toSlotInput(slotFormOf(slot), TODAY).ok).toBe(false);
  });

  it('sends only what an edit changed', () => {
    const unchanged = toSlotInput(slotFormOf(slot), TODAY, slot.start_date);
    expect(unchanged.ok && slotChanges(slot, unchanged.value)).toEqual({});
    const edited = toSlotInput(
      { ...slotFormOf(slot), weekdays: [4, 1], kickOffTime: '21:00', endDate: '2027-01-31' },
      TODAY,
      slot.start_date,
    );
    expect(edited.ok && slotChanges(slot, edited.value)).toEqual({
      weekdays: [1, 4],
      kick_off_time: '21:00',
      end_date: '2027-01-31',
    });
  });
});
