import type { TextFieldBinding, TextKey } from '../../../lib/text-field-binding';
import type { GameFormState } from '../lib/game-form';

/** What every section of the game form gets: the form, a setter of one field, the field's message. */
export interface GameFormSectionProps {
  form: GameFormState;
  set: <K extends keyof GameFormState>(key: K, value: GameFormState[K]) => void;
  /** The message to show under a field (the server's, else the form's own), if any. */
  error: (field: string) => string | undefined;
  /** A text field's ties to the form: `key` in the form, `field` in the request (its message), else `hint`. */
  bind: (key: TextKey<GameFormState>, field: string, hint?: string) => TextFieldBinding;
}
