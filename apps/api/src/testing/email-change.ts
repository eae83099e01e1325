/** The address of the link to `path` in a mail's text (the page the member opens from it). */
export function linkIn(text: string, path: string): string {
  const escaped = path.replace(/[/.]/g, '\\$&');
  const found = new RegExp(`https?://[^\\s/]+(${escaped}\\?token=[\\w-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${path} link in the mail`);
  return found[1];
}

/** The button on a link's page, pressed: its form posted as a browser posts it. */
export function formOf(link: string): RequestInit {
  const token = new URL(link, 'http://localhost').searchParams.get('token') ?? '';
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  };
}
