/**
 * A sign-in page the server sent already drawn (docs/decisions/0039-first-load.md) is replaced by
 * React's own render of the same page. Whatever the visitor did meanwhile is carried across: the
 * text typed into a field, a ticked box and the focus (with the caret) move to the field of the
 * same name in the new form. Submitting is impossible before then: the drawn page's submit
 * buttons are disabled by the server renderer, so a form never leaves without the script.
 */
interface FieldState {
  value: string;
  checked: boolean;
  focused: boolean;
  selection: [number, number] | null;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function fieldsIn(nodes: Iterable<Node>): FieldElement[] {
  const fields: FieldElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) fields.push(node);
    fields.push(...node.querySelectorAll<FieldElement>('input[name], textarea[name]'));
  }
  return fields.filter((field) => field.name);
}

function stateOf(field: FieldElement, focused: Element | null): FieldState {
  let selection: [number, number] | null = null;
  try {
    if (field.selectionStart !== null && field.selectionEnd !== null) {
      selection = [field.selectionStart, field.selectionEnd];
    }
  } catch {
    // checkboxes have no caret
  }
  const checked = field instanceof HTMLInputElement && field.checked;
  return { value: field.value, checked, focused: field === focused, selection };
}

/** Sets a field as typing would, so React's `onChange` hears it. */
function typeInto(field: FieldElement, state: FieldState): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== state.checked) field.click();
    return;
  }
  if (state.value && field.value !== state.value) {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, state.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Watches `container` (whose drawn content React is about to replace) and hands the visitor's
 * input over to the new fields. Does nothing when the container was empty.
 */
export function handOverPrerenderedPage(container: HTMLElement): void {
  if (!container.firstElementChild) return;
  // The focus is gone once the drawn field is removed: remember it while it is there.
  let focused: Element | null = document.activeElement;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  container.addEventListener('focusin', onFocus);

  // What the drawn fields held when React removed them; handed to the new fields of the same
  // name as they appear (in the same commit, or a later one after a loading state).
  let pending: Map<string, FieldState> | null = null;
  const handOver = () => {
    if (!pending) return;
    for (const field of fieldsIn([container])) {
      const state = pending.get(field.name);
      if (!state) continue;
      pending.delete(field.name);
      typeInto(field, state);
      if (state.focused) focusWithCaret(field, state.selection);
    }
  };
  const observer = new MutationObserver((records) => {
    if (!pending) {
      const removed = records
        .filter((record) => record.target === container)
        .flatMap((record) => [...record.removedNodes]);
      if (removed.length === 0) return;
      container.removeEventListener('focusin', onFocus);
      pending = new Map(
        fieldsIn(removed)
          .map((field) => [field.name, stateOf(field, focused)] as const)
          .filter(([, state]) => state.value !== '' || state.checked || state.focused),
      );
    }
    handOver();
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  // Whatever never reappears is let go after a while.
  setTimeout(() => observer.disconnect(), HAND_OVER_MS);
}

/** How long the new fields are waited for. */
const HAND_OVER_MS = 30_000;

function focusWithCaret(field: FieldElement, selection: [number, number] | null): void {
  field.focus();
  if (!selection) return;
  try {
    field.setSelectionRange(...selection);
  } catch {
    // no caret in this kind of field
  }
}
