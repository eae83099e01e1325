import { lazy } from 'react';

// The chart library arrives with the first chart a page draws (one chunk for all the drawings).

export const LazyDonutDrawing = lazy(() =>
  import('./chart-drawings').then(({ DonutDrawing }) => ({ default: DonutDrawing })),
);

export const LazyBarDrawing = lazy(() =>
  import('./chart-drawings').then(({ BarDrawing }) => ({ default: BarDrawing })),
);

export const LazyAreaDrawing = lazy(() =>
  import('./chart-drawings').then(({ AreaDrawing }) => ({ default: AreaDrawing })),
);

export const LazyLineDrawing = lazy(() =>
  import('./chart-drawings').then(({ LineDrawing }) => ({ default: LineDrawing })),
);
