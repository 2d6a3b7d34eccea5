import { randomBytes, randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@oyna/shared';

/** A fresh join code (8 characters a player can read out) and join-link token (32 random bytes). */
export function newInviteSecrets(): { joinCode: string; inviteToken: string } {
  let joinCode = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    joinCode += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return { joinCode, inviteToken: randomBytes(32).toString('base64url') };
}
