import { serialiseGame } from '../../store/records/saveFormat';
import type { SavedGame } from '../../store/game/savedGame';

/** Hands the browser a file to save, from text the app made. */
export const downloadText = (filename: string, text: string, type = 'application/json'): void =>
  downloadBlob(filename, new Blob([text], { type }));

/** Hands the browser a file to save. */
export function downloadBlob(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const stamp = (): string => new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');

/** Saves a game as the plain JSON the library keeps, so nothing is lost while storage fails. */
export const downloadGame = (saved: SavedGame): void =>
  downloadText(`hexplay-${saved.spec.game}-${stamp()}.json`, serialiseGame(saved));
