/**
 * hiddenPermitSuggestions, the ids of dismissed suggestions
 * (docs/product/screens.md#values-kept-in-the-browser). The server keeps them for the business; the browser's
 * list keeps a dismissal hidden even before the server has answered, and survives a reload on this device.
 */
const KEY = 'hiddenPermitSuggestions';

export function readHiddenSuggestions(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function hideSuggestion(id: string) {
  try {
    const hidden = readHiddenSuggestions();
    if (!hidden.includes(id)) localStorage.setItem(KEY, JSON.stringify([...hidden, id]));
  } catch {
    // Storage may be full or refused (private browsing): the server's record is the one that counts.
  }
}
