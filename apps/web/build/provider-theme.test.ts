import { describe, expect, it } from 'vitest';
import { theme } from '../src/theme/theme.ts';
import { providerThemeCss } from './provider-theme.ts';

// The provider's pages take their look from this file: the portal's own colours, font, radius and
// the error colour the theme sets for contrast.

describe('the provider theme', () => {
  it('holds the portal theme values under the names the app uses', () => {
    const css = providerThemeCss();
    const navy = theme.colors?.navy;
    expect(navy).toBeDefined();
    expect(css).toContain(`--mantine-color-navy-8: ${navy![8]}`);
    expect(css).toContain(`--mantine-color-teal-3: ${theme.colors!.teal![3]}`);
    expect(css).toContain(`--mantine-font-family: ${theme.fontFamily}`);
    expect(css).toContain('--mantine-radius-md:');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-9)');
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain(':root[data-mantine-color-scheme="light"]{');
  });
});
