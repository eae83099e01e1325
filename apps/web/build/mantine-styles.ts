import type { Plugin } from 'vite';

// Mantine's components ship one stylesheet each (@mantine/core/styles/<Component>.layer.css, "CSS
// files list" in Mantine's documentation). In a build, each component's class-name module gets an
// import of its own stylesheet, so a page's CSS holds the components its chunks hold, dependencies
// included (Button brings UnstyledButton and Loader), and nothing else. The `.layer.css` variants
// put Mantine's rules in the `mantine` cascade layer: the app's own unlayered CSS modules win over
// them whatever order the chunks' stylesheets arrive in.
//
// The dev server pre-bundles @mantine/core (no per-module transform), so main.tsx loads the whole
// stylesheet there.

const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet of a Mantine class-name module (`…/Button/Button.module.mjs` → Button). */
export function mantineStylesheetFor(id: string): string | undefined {
  const name = CLASS_MODULE.exec(id)?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : undefined;
}

export function mantineComponentStyles(): Plugin {
  return {
    name: 'portal:mantine-component-styles',
    apply: 'build',
    transform: {
      filter: { id: CLASS_MODULE },
      handler(code, id) {
        const stylesheet = mantineStylesheetFor(id);
        if (!stylesheet) return null;
        return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
      },
    },
  };
}
