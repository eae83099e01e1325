import { describe, expect, it } from 'vitest';
import { personalDataIn } from './log-scan';

// The search the journeys' server log goes through at the end of the run (global-setup.ts).

describe('personalDataIn', () => {
  it('finds ID and account numbers, e-mail addresses, tokens, codes and ID token hints', () => {
    const lines = [
      { msg: 'db', err: { message: 'duplicate key (8001015009087)' } },
      { msg: 'saved account 62812345678' },
      { msg: 'sent to thandi@example.co.za' },
      { req: { url: '/auth/callback?code=abc123&state=x' } },
      { req: { url: '/idp/session/end?id_token_hint=eyJhbGciOi.eyJzdWIi.sig' } },
    ].map((line) => JSON.stringify(line));
    const found = personalDataIn(lines.join('\n'));
    for (const what of [
      'an ID number',
      'a bank account or other long number',
      'an e-mail address',
      'an authorization code',
      'an ID token hint',
      'a token',
    ]) {
      expect(
        found.some((line) => line.startsWith(`${what}:`)),
        what,
      ).toBe(true);
    }
  });

  it('passes redacted values, timestamps and the start-up banner', () => {
    const log = [
      JSON.stringify({ level: 30, time: 1795545216319, pid: 9404, msg: 'incoming request' }),
      JSON.stringify({ req: { url: '/auth/callback?code=[redacted]&state=[redacted]' } }),
      JSON.stringify({ req: { url: '/api/Fund/GetFundDetails/01000005' } }),
      'Demo sign-ins (password Demo-1234):',
      '  institutional@demo.local',
    ].join('\n');
    expect(personalDataIn(log)).toEqual([]);
  });
});
