/** A backup or restore refused, with what to do about it: the commands print it as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
