import { SMS_SEGMENT_CHARACTERS } from '@oyna/shared';

/** GSM 03.38's default alphabet: a text of these goes as 7-bit GSM, 160 characters a message. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: each takes two places (an escape, then the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';
const GSM_SINGLE_CHARACTERS = 160;
const GSM_PART_CHARACTERS = 153;
const UCS2_PART_CHARACTERS = 67;

export interface SmsEncoding {
  /** True when the text needs UCS-2 (e.g. ə ğ ı ş, Cyrillic): 70 characters a message. */
  unicode: boolean;
  /** Messages the text is split into. */
  segments: number;
}

/** How a text travels as SMS: GSM 7-bit when every character is in its alphabet, UCS-2 otherwise. */
export function smsEncoding(text: string): SmsEncoding {
  let septets = 0;
  let unicode = false;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else unicode = true;
  }
  if (unicode) {
    // UCS-2 counts UTF-16 code units: a character outside the BMP takes two.
    const units = text.length;
    return {
      unicode,
      segments: units <= SMS_SEGMENT_CHARACTERS ? 1 : Math.ceil(units / UCS2_PART_CHARACTERS),
    };
  }
  return {
    unicode,
    segments: septets <= GSM_SINGLE_CHARACTERS ? 1 : Math.ceil(septets / GSM_PART_CHARACTERS),
  };
}
