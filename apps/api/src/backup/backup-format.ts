/**
 * An Oyna backup (docs/decisions/0085-backups.md): one gzip file of JSON lines, written in one
 * database snapshot. The first line says what it is; then each table's rows (a `table` line, then
 * one `row` line per row as `row_to_json` gives it); then each uploaded file (one line with its
 * bytes in base64); the last line counts what came before it, so a cut-off file is refused.
 */
export const BACKUP_FORMAT = 'oyna-backup';
export const BACKUP_VERSION = 1;

/** What the first line says. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  driver: 'pglite' | 'postgres';
  /** The tags of the migrations the database had, in order: a restore applies exactly these first. */
  migrations: string[];
}

export type BackupLine =
  | { table: string }
  | { row: Record<string, unknown> }
  | { file: string; data: string }
  | { end: { tables: number; rows: number; files: number } };

/** A backup file's name: `oyna-backup-2026-11-30T03-00-00Z.jsonl.gz`, sortable by time. */
export function backupFileName(at: Date): string {
  return `${BACKUP_FORMAT}-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}

/** When a backup file of that name was taken, or null for another file. */
export function backupTakenAt(fileName: string): Date | null {
  const match = /^oyna-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz$/.exec(fileName);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What a backup or a restore went through. */
export interface BackupCounts {
  tables: number;
  rows: number;
  files: number;
}
