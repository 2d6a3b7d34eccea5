import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  clampOffset,
  initialCrop,
  outputSide,
  panBy,
  scaleAt,
  sourceSquare,
  zoomTo,
} from './square-crop';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };
const VIEW = 300;

describe('square crop', () => {
  it('starts with the shorter side filling the square and the image centred', () => {
    const crop = initialCrop(landscape, VIEW);
    expect(crop.zoom).toBe(1);
    expect(scaleAt(landscape, VIEW, 1)).toBeCloseTo(0.375);
    // 1200 * 0.375 = 450 wide: 75 px hang over each side.
    expect(crop.offset).toEqual({ x: -75, y: 0 });
    expect(sourceSquare(landscape, VIEW, crop)).toEqual({ x: 200, y: 0, size: 800 });
  });

  it('never lets a drag uncover the square', () => {
    const start = initialCrop(portrait, VIEW);
    expect(panBy(portrait, VIEW, start, { x: 50, y: 1000 }).offset).toEqual({ x: 0, y: 0 });
    // 900 * 0.5 = 450 tall: the lowest the top edge may go is 300 - 450.
    expect(panBy(portrait, VIEW, start, { x: -50, y: -1000 }).offset).toEqual({ x: 0, y: -150 });
  });

  it('crops the part that was dragged into view', () => {
    const moved = panBy(landscape, VIEW, initialCrop(landscape, VIEW), { x: 75, y: 0 });
    expect(sourceSquare(landscape, VIEW, moved)).toEqual({ x: 0, y: 0, size: 800 });
  });

  it('zooms about the centre by default, keeping that point still', () => {
    const start = initialCrop(landscape, VIEW);
    const zoomed = zoomTo(landscape, VIEW, start, 2);
    const square = sourceSquare(landscape, VIEW, zoomed);
    expect(square.size).toBeCloseTo(400);
    // The centre of the image (600, 400) stays in the centre of the square.
    expect(square.x + square.size / 2).toBeCloseTo(600);
    expect(square.y + square.size / 2).toBeCloseTo(400);
  });

  it('zooms about a pinch point and stays within the zoom limits', () => {
    const start = initialCrop(landscape, VIEW);
    const zoomed = zoomTo(landscape, VIEW, start, 2, { x: 0, y: 0 });
    expect(sourceSquare(landscape, VIEW, zoomed)).toEqual({ x: 200, y: 0, size: 400 });
    expect(zoomTo(landscape, VIEW, start, 99).zoom).toBe(MAX_ZOOM);
    expect(zoomTo(landscape, VIEW, start, 0.2).zoom).toBe(1);
  });

  it('zooming back out pulls the image back over the square', () => {
    const zoomed = panBy(landscape, VIEW, zoomTo(landscape, VIEW, initialCrop(landscape, VIEW), 3), {
      x: -2000,
      y: -2000,
    });
    const out = zoomTo(landscape, VIEW, zoomed, 1);
    expect(out.offset).toEqual(clampOffset(landscape, VIEW, 1, out.offset));
    expect(sourceSquare(landscape, VIEW, out)).toEqual({ x: 400, y: 0, size: 800 });
  });

  it('uploads at most 1024 px a side and never upscales', () => {
    expect(outputSide(800)).toBe(800);
    expect(outputSide(3000)).toBe(1024);
    expect(outputSide(0.4)).toBe(1);
  });
});
