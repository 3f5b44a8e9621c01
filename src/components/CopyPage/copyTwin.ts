/**
 * Fetches a page's Markdown twin and puts it on the clipboard. Loaded on the
 * first click of "Copy page", so pages that never copy never download it.
 */
export async function copyTwin(twinUrl: string): Promise<void> {
  const response = await fetch(twinUrl, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${twinUrl}: ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}
