// Mantine's PostCSS preset: rem(), light-dark(), @mixin hover/smaller-than ... in our CSS modules.
// PostCSS loads its configuration through a default export (tool convention, not ours).
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
