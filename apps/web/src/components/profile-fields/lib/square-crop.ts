/**
 * The maths of the square photo crop: an image is shown covering a square viewport of `viewport`
 * CSS pixels, moved by dragging and scaled by `zoom` (1 = the shorter side just fills the square).
 * All functions are pure so the dialog only feeds them pointer positions.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Where the image sits: its top-left corner relative to the viewport's, and its zoom. */
export interface CropState {
  offset: Point;
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Screen pixels per image pixel at `zoom` (at 1 the shorter side exactly fills the viewport). */
export function scaleAt(image: Size, viewport: number, zoom: number): number {
  return (viewport / Math.min(image.width, image.height)) * zoom;
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The offset moved as little as possible so that the image still covers the whole viewport. */
export function clampOffset(image: Size, viewport: number, zoom: number, offset: Point): Point {
  const scale = scaleAt(image, viewport, zoom);
  const clamp = (value: number, shown: number) => Math.min(0, Math.max(viewport - shown, value));
  return { x: clamp(offset.x, image.width * scale), y: clamp(offset.y, image.height * scale) };
}

/** The image centred in the viewport at the smallest zoom: the start of every crop. */
export function initialCrop(image: Size, viewport: number): CropState {
  const scale = scaleAt(image, viewport, MIN_ZOOM);
  return {
    zoom: MIN_ZOOM,
    offset: {
      x: (viewport - image.width * scale) / 2,
      y: (viewport - image.height * scale) / 2,
    },
  };
}

/** The crop dragged by `delta` screen pixels. */
export function panBy(image: Size, viewport: number, state: CropState, delta: Point): CropState {
  return {
    zoom: state.zoom,
    offset: clampOffset(image, viewport, state.zoom, {
      x: state.offset.x + delta.x,
      y: state.offset.y + delta.y,
    }),
  };
}

/**
 * The crop zoomed to `zoom` keeping the image point under `anchor` (viewport pixels, the centre
 * by default) where it is, as a pinch or a wheel turn over that point expects.
 */
export function zoomTo(
  image: Size,
  viewport: number,
  state: CropState,
  zoom: number,
  anchor: Point = { x: viewport / 2, y: viewport / 2 },
): CropState {
  const next = clampZoom(zoom);
  const ratio = scaleAt(image, viewport, next) / scaleAt(image, viewport, state.zoom);
  const offset = {
    x: anchor.x - (anchor.x - state.offset.x) * ratio,
    y: anchor.y - (anchor.y - state.offset.y) * ratio,
  };
  return { zoom: next, offset: clampOffset(image, viewport, next, offset) };
}

/** The square of the source image (image pixels) that the viewport shows: what gets uploaded. */
export function sourceSquare(image: Size, viewport: number, state: CropState): Point & { size: number } {
  const scale = scaleAt(image, viewport, state.zoom);
  const size = Math.min(viewport / scale, image.width, image.height);
  const clamp = (value: number, limit: number) => Math.min(Math.max(0, value), limit - size);
  return {
    x: clamp(-state.offset.x / scale, image.width),
    y: clamp(-state.offset.y / scale, image.height),
    size,
  };
}

/** The side of the uploaded square: the server keeps 512 x 512, so more would only cost bandwidth. */
export function outputSide(sourceSize: number, maxSide = 1024): number {
  return Math.max(1, Math.round(Math.min(sourceSize, maxSide)));
}
