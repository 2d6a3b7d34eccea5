import { describe, expect, it } from 'vitest';
import { hasFreePitch, peakOverlap, spansOverlap } from './venue-schedule.js';

const h = (hours: number) => hours * 3_600_000;
const span = (from: number, to: number) => ({ start: h(from), end: h(to) });

describe('venue pitches', () => {
  it('back-to-back games do not overlap', () => {
    expect(spansOverlap(span(18, 19), span(19, 20))).toBe(false);
    expect(spansOverlap(span(18, 19.5), span(19, 20))).toBe(true);
  });

  it('counts the games running at the busiest moment of the window, not every game touching it', () => {
    const booked = [span(18, 19), span(19, 20)];
    expect(peakOverlap(booked, span(18.5, 19.5))).toBe(1);
    expect(peakOverlap([...booked, span(18.5, 20)], span(18, 20))).toBe(2);
    expect(peakOverlap(booked, span(21, 22))).toBe(0);
  });

  it('a game fits while a pitch is free at every moment of it', () => {
    const booked = [span(18, 19.5), span(19, 20.5)];
    expect(hasFreePitch(booked, span(19, 20), 2)).toBe(false);
    expect(hasFreePitch(booked, span(19, 20), 3)).toBe(true);
    expect(hasFreePitch(booked, span(20.5, 22), 1)).toBe(true);
    expect(hasFreePitch([], span(20, 21), 1)).toBe(true);
  });
});
