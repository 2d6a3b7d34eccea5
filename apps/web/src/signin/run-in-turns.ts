import { nextTask } from '../lib/next-task';

/**
 * Runs the app's files one per task, in the build's order, and the app's entry last
 * (docs/decisions/0103-the-app-starts-in-turns.md). Importing the entry alone ran every file it
 * imports in one task, about 360 ms at 4x CPU slowdown, while a tap on the drawn page waited. Each
 * file still runs after those it imports, and each only once: the entry finds them run. A file that
 * cannot be loaded stops the turns and is left to the entry's own import.
 */
export async function runInTurns(
  files: readonly string[],
  entry: string,
  load: (file: string) => Promise<unknown>,
  turn: () => Promise<void> = nextTask,
): Promise<unknown> {
  for (const file of files) {
    try {
      await load(file);
    } catch {
      break;
    }
    await turn();
  }
  return load(entry);
}
