import { type Language, gameCardPath } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { gameLinkPreview } from '../games/game-link-preview.js';
import { gameCardEtag, loadGameCard } from './game-card.js';

/**
 * A shared game link's preview with the game's own card as its image, in the sharer's language;
 * a game without a card (cancelled, a team's or a competition's) keeps the site's image. The card's
 * version rides in its address, so a chat that keeps images by address fetches a changed card anew.
 */
export async function gameLinkPreviewWithCard(
  db: DbExecutor,
  gameId: string,
  language: Language,
): Promise<{ title: string; description: string; image?: string } | null> {
  const preview = await gameLinkPreview(db, gameId, language);
  if (!preview) return null;
  try {
    const card = await loadGameCard(db, { gameId, language });
    const version = gameCardEtag(card).replaceAll('"', '');
    return { ...preview, image: `${gameCardPath(gameId, language)}&v=${version}` };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return preview;
    throw error;
  }
}
