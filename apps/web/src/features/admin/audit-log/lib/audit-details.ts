/** One line of an audit entry's details: a field changed from one value to another, or a value. */
export type DetailLine =
  | { kind: 'change'; field: string; from: string; to: string }
  | { kind: 'value'; field: string; value: string };

/** The placeholder for a value that was not set. */
export const EMPTY_VALUE = '—';
const MAX_VALUE_LENGTH = 300;

/** How names of things (a role, a district, a weekday) are shown; the API's word when undefined. */
export interface DetailLabels {
  /** The label of a word the API stored under `field` (`role`: `organizer`). */
  value?: (field: string, value: string) => string | undefined;
  /** The name of a weekday of opening hours (`monday`). */
  day?: (day: string) => string;
  /** An amount the API stores in qəpik (a field ending in `_qepik`), in manat: `5,00 ₼`. */
  money?: (qepik: number) => string;
  /** A moment the API stores as an ISO string (a field ending in `_at`), in the reader's words. */
  moment?: (date: Date) => string;
}

/** Fields whose numbers are qəpik: `amount_qepik`, `balance_after_qepik`. */
export function isQepikField(field: string): boolean {
  return field.endsWith('_qepik');
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'from' in value &&
    'to' in value &&
    Object.keys(value).length === 2
  );
}

function isHours(value: unknown): value is { day: string; opens: string; closes: string }[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item: unknown) => {
      if (item === null || typeof item !== 'object') return false;
      const hours = item as Record<string, unknown>;
      return (
        typeof hours['day'] === 'string' &&
        typeof hours['opens'] === 'string' &&
        typeof hours['closes'] === 'string'
      );
    })
  );
}

/**
 * A value as one readable line: text as it is (or its label), qəpik as manat, moments as date and
 * time, lists joined, opening hours as "day opens–closes", other shapes as compact JSON.
 */
export function readableValue(value: unknown, field = '', labels: DetailLabels = {}): string {
  const word = (text: string) => labels.value?.(field, text) ?? text;
  let text: string;
  if (value === null || value === undefined || value === '') text = EMPTY_VALUE;
  else if (typeof value === 'number' && isQepikField(field) && labels.money) text = labels.money(value);
  else if (typeof value === 'string' && field.endsWith('_at') && ISO_MOMENT.test(value) && labels.moment)
    text = labels.moment(new Date(value));
  else if (typeof value === 'string') text = word(value);
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || typeof item === 'number')
  )
    text = value.length === 0 ? EMPTY_VALUE : value.map((item) => word(String(item))).join(', ');
  else if (isHours(value))
    text = value
      .map((hours) => `${labels.day?.(hours.day) ?? hours.day} ${hours.opens}–${hours.closes}`)
      .join(', ');
  else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The details of an audit entry as lines: `{changes: {field: {from, to}}}` and `{field: {from, to}}`
 * become before/after lines, anything else a field and its value.
 */
export function detailLines(details: Record<string, unknown>, labels: DetailLabels = {}): DetailLine[] {
  const lines: DetailLine[] = [];
  const line = (field: string, value: unknown): DetailLine =>
    isChange(value)
      ? {
          kind: 'change',
          field,
          from: readableValue(value.from, field, labels),
          to: readableValue(value.to, field, labels),
        }
      : { kind: 'value', field, value: readableValue(value, field, labels) };
  for (const [field, value] of Object.entries(details)) {
    if (field === 'changes' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [changed, change] of Object.entries(value)) lines.push(line(changed, change));
    } else {
      lines.push(line(field, value));
    }
  }
  return lines;
}
