import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('takes the setting made before it loads', async () => {
    await import('./zod-setup');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
