import { expect } from 'vitest';
import { DEMO_PASSWORD, type Agent } from './server';

// A money move's step-up as the member goes through it in the window: the portal names what to
// confirm (STEP_UP_REQUIRED with `confirmation`), the provider's page shows it, the member enters
// the password, and the portal takes the confirmation for the session.

/** The provider's confirmation page for `confirmation`, and the address its form posts to. */
export async function confirmationPage(agent: Agent, confirmation: string) {
  expect(confirmation).toMatch(/^[\w-]{24}$/);
  const start = await agent.request(`/auth/step-up?confirmation=${confirmation}`);
  expect(start.status).toBe(302);
  const page = await agent.navigate(start.headers.get('location') ?? '');
  const html = await page.response.text();
  expect(html).toContain('<h1>Confirm it is you</h1>');
  const username = html.match(/name="username"[^>]*readonly value="([^"]+)"/)?.[1] ?? '';
  return { html, url: page.url, username };
}

/** Confirms `confirmation` with the password; answers the page that showed what was confirmed. */
export async function confirmDetails(
  agent: Agent,
  confirmation: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { html, url, username } = await confirmationPage(agent, confirmation);
  const done = await agent.navigate(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  expect(done.url).toMatch(/\/auth\/step-up\/done$/);
  return html;
}

/** The confirmation a refusal names (STEP_UP_REQUIRED), or undefined for any other answer. */
export async function confirmationAsked(response: Response): Promise<string | undefined> {
  if (response.status !== 403) return undefined;
  const body = (await response.clone().json()) as { code?: string; confirmation?: string };
  return body.code === 'STEP_UP_REQUIRED' ? body.confirmation : undefined;
}

/**
 * Sends a money move; when the portal asks for its details to be confirmed, confirms them as the
 * member would and sends it again (the page behind keeps what the member entered).
 */
export async function withStepUp(agent: Agent, send: () => Promise<Response>): Promise<Response> {
  const first = await send();
  const confirmation = await confirmationAsked(first);
  if (!confirmation) return first;
  await confirmDetails(agent, confirmation);
  return send();
}
