import { AppError } from '../errors/app-error.js';

/** What a shared link to a page shows before it is opened (its Open Graph title and description). */
export interface LinkPreview {
  title: string;
  description: string;
}

/**
 * The preview built from a page's subject as its own read answers it; null when that read finds no
 * such subject (a 404 `AppError`), so the page says so itself. Any other error is thrown.
 */
export async function previewUnlessNotFound<T extends LinkPreview>(
  build: () => Promise<T>,
): Promise<T | null> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}
