/** A player may download their data this many times an hour (decision 90). */
export const DATA_EXPORTS_PER_HOUR = 3;

/** The files of the export's ZIP, in the order they are written. */
export const DATA_EXPORT_FILES = [
  'profile.json',
  'games.json',
  'wallet.json',
  'transactions.csv',
  'payments.json',
  'teams.json',
  'series.json',
  'messages.json',
] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

/** The columns of `transactions.csv`, its first line. */
export const TRANSACTIONS_CSV_COLUMNS = [
  'date',
  'kind',
  'amount_azn',
  'balance_after_azn',
  'description',
  'reference_type',
  'reference_id',
] as const;
