/** One line of an audit entry's details: a field changed from one value to another, or a value. */
export type DetailLine =
  | { kind: 'change'; field: string; from: string; to: string }
  | { kind: 'value'; field: string; value: string };

/** The placeholder for a value that was not set. */
export const EMPTY_VALUE = '—';
const MAX_VALUE_LENGTH = 300;

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

/** A value as one readable line: text as it is, lists joined, other shapes as compact JSON. */
export function readableValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === '') text = EMPTY_VALUE;
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || typeof item === 'number')
  )
    text = value.length === 0 ? EMPTY_VALUE : value.join(', ');
  else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The details of an audit entry as lines: `{changes: {field: {from, to}}}` and `{field: {from, to}}`
 * become before/after lines, anything else a field and its value.
 */
export function detailLines(details: Record<string, unknown>): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const [field, value] of Object.entries(details)) {
    if (field === 'changes' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [changed, change] of Object.entries(value)) {
        lines.push(
          isChange(change)
            ? {
                kind: 'change',
                field: changed,
                from: readableValue(change.from),
                to: readableValue(change.to),
              }
            : { kind: 'value', field: changed, value: readableValue(change) },
        );
      }
    } else if (isChange(value)) {
      lines.push({ kind: 'change', field, from: readableValue(value.from), to: readableValue(value.to) });
    } else {
      lines.push({ kind: 'value', field, value: readableValue(value) });
    }
  }
  return lines;
}
