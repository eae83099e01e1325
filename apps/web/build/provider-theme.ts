import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/theme/theme.ts';

// The sign-in provider's pages (apps/api/src/idp/pages.ts) are drawn by the server without React;
// to look like the portal they use the portal's own theme values. The build writes them out as
// Mantine's CSS variables (the same names the app's stylesheets use: --mantine-color-navy-8,
// --mantine-font-family, --mantine-radius-md ...), and the server puts this file in front of the
// provider's stylesheet.

/** The file in the build's root the server reads (PROVIDER_THEME_FILE in the API). */
export const PROVIDER_THEME_FILE = 'provider-theme.css';

/** The portal theme's light colour scheme as CSS variables on `:root`. */
export function providerThemeCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const own = cssVariablesResolver(full);
  return convertCssVariables(
    {
      variables: { ...base.variables, ...own.variables },
      light: { ...base.light, ...own.light },
      dark: {},
    },
    ':root',
  ).trim();
}

export function providerTheme(): Plugin {
  return {
    name: 'portal:provider-theme',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PROVIDER_THEME_FILE, source: providerThemeCss() });
    },
  };
}
