import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { byteBudget } from './build/budget.ts';
import { mantineScrollArea } from './build/mantine-scroll-area.ts';
import { mantineStableId } from './build/mantine-stable-id.ts';
import { mantineComponentStyles } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';
import { providerTheme } from './build/provider-theme.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { ROUTE_BUDGETS } from './build/route-budgets.ts';
import { serverRender } from './build/server-render.ts';
import { CSP_NONCE_PLACEHOLDER, staticLanding } from './build/static-landing.ts';

// In development the SPA runs on Vite's port and the API server (apps/api) on port 3000; the
// proxy keeps everything same-origin so the HttpOnly session cookie travels with every call.
// For the sign-in redirects to come back to Vite, start the server with PUBLIC_URL pointing at
// the Vite address (e.g. http://localhost:5173). In production the API server serves dist/.
// API_PROXY_TARGET points the proxy elsewhere (another port, a shared test server).
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/idp', '/interaction'];

/** Mantine core and hooks and the packages their components are built on. */
const MANTINE =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/;
/** Mantine's form inputs: only the forms (in modals, loaded on demand) use them. */
const MANTINE_INPUTS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|Autocomplete|MultiSelect|TagsInput|NumberInput|Textarea|Checkbox|Radio|Switch|Stepper|Pill|PillsInput|Chip|Slider)[\\/]/;

/**
 * What opens over a page (menus, tooltips, popovers, drawers, modals) and the packages it is built
 * on: a file of its own, which a page loads only when it draws one at once (the header's account
 * menu and drawer, and the dashboard's hints, load theirs when first opened).
 */
const MANTINE_OVERLAYS =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](components[\\/](Menu|Popover|Tooltip|HoverCard|Drawer|Modal|ModalBase|FocusTrap|Portal|ScrollArea|Overlay)|utils[\\/]Floating)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/;

/** The radio's and the checkbox's icons (the menu's radio and check items draw them too). */
const CHECK_ICONS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Radio[\\/]RadioIcon|Checkbox[\\/]CheckIcon)\.mjs$/;

/**
 * Mantine's table and the scroll area its scroll container is drawn in: a file of their own, loaded
 * by the pages that draw a table and by what opens over a page. The positioning library stays with
 * what opens over a page: the scroll area no longer takes a hook from it (build/mantine-scroll-area.ts).
 */
const MANTINE_SCROLLING =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table|ScrollArea)[\\/]/;

/** A one-line helper of the scroll area's that the tabs' indicator borrows: with the tabs. */
const BORROWED_BY_TABS = /ScrollArea[\\/]utils[\\/]to-int/;

function isScrolling(id: string): boolean {
  return MANTINE_SCROLLING.test(id) && !BORROWED_BY_TABS.test(id);
}

function isPageUi(id: string): boolean {
  return (
    MANTINE.test(id) &&
    !MANTINE_INPUTS.test(id) &&
    (!MANTINE_OVERLAYS.test(id) || BORROWED_BY_TABS.test(id)) &&
    !isScrolling(id)
  );
}

// Vite reads its configuration through a default export (tool convention).
export default defineConfig({
  base: '/',
  // The server puts each answer's Content Security Policy nonce in place of this (plugins/csp.ts
  // in the API): on the page's script, style and link tags and in a meta tag the app reads.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  plugins: [
    react(),
    reactRouterProduction(),
    mantineComponentStyles(),
    mantineStableId(),
    mantineScrollArea(),
    staticLanding(),
    serverRender(),
    providerTheme(),
    byteBudget(ROUTE_BUDGETS),
    precompress(),
  ],
  // `@/` is src/ (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false, xfwd: true },
      ]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false, xfwd: true },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API server serves dist/ publicly; no source maps in production.
    sourcemap: false,
    // .vite/manifest.json: what each page loads, for the byte budget (build/budget.ts), which
    // checks what a page loads gzipped rather than each file's raw size.
    manifest: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs arrives as one file rather than a dozen small ones.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // zod in a file of its own rather than inside the app's entry, where any module of
            // the entry that imports it would place it: the browser does not parse answers
            // (DESIGN §1c), so it loads with the app only while a module of the entry builds a
            // schema, and otherwise with the first form that does.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            // The radio's and the checkbox's icons, which the menu's radio and check items draw
            // too: a file of their own, or the overlays would take them in and come onto every
            // page with a radio or a checkbox.
            {
              name: 'check-icons',
              test: CHECK_ICONS,
              priority: 6,
              includeDependenciesRecursively: false,
            },
            { name: 'overlays', test: MANTINE_OVERLAYS, priority: 1 },
            // Before the page's components (below), which would otherwise take the table's scroll
            // area and the positioning library in with the table: onto every page.
            // Only these modules: the Mantine core they are built on stays with the rest of it.
            {
              name: 'scrolling',
              test: isScrolling,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Mantine's keyboard handler for a row of buttons (the tabs, the accordion and the
            // menus use it) and the helper it is built on: a file of their own, or, shared by too few modules for the components'
            // file below, it goes with what opens over a page and brings that onto every page
            // that draws an accordion.
            {
              name: 'scoped-keydown',
              test: /@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/](create-scoped-keydown-handler|find-element-ancestor)[\\/]/,
              priority: 6,
              includeDependenciesRecursively: false,
            },
            // Mantine's icon button (and its stylesheet) in a file of its own, as it was before the
            // fund details page's sections loaded apart: drawn by more lazily loaded modules than
            // the share count below, it would otherwise come onto every page, which few draw it.
            {
              name: 'action-icon',
              test: /@mantine[\\/]core[\\/](esm[\\/]components[\\/]ActionIcon[\\/]|styles[\\/]ActionIcon\.)/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Mantine's components (and what they are built on) that the pages draw, in one file
            // shared by the signed-in pages rather than thirty small ones: the server speaks
            // HTTP/1.1, where each extra file costs a round trip on a slow network. The form
            // inputs stay with the forms that use them, and what opens over a page has a file of
            // its own (above). A component only a few of the app's lazily loaded modules draw (fewer
            // than 8: the pagination, the accordion, the progress bar, ...) goes with them rather
            // than onto every page. (With 20, what the first page needs was no longer shared: every
            // page loaded 50 KB more.)
            { name: 'ui', test: isPageUi, priority: 2, minShareCount: 8 },
          ],
        },
      },
    },
  },
});
