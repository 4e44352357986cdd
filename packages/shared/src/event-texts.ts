// Texts about an event that the web app shows and the API writes into a shared link's preview.

/** "Teams of 3 to 5", or "Teams of 4". */
export function teamSizeText(min: number, max: number): string {
  return min === max ? `Teams of ${min}` : `Teams of ${min} to ${max}`;
}
