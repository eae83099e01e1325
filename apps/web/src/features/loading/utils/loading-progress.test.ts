import { describe, expect, it } from 'vitest';
import { loadingProgressAt, loadingStateAt } from './loading-progress';

describe('loadingProgressAt', () => {
  it.each([
    [0, 0],
    [1, 10],
    [4, 40],
    [7, 70],
    [8, 80],
    [9, 80],
    [30, 80],
    [-1, 0],
  ])('after %i ticks the progress is %i', (tick, expected) => {
    expect(loadingProgressAt(tick)).toBe(expected);
  });
});

describe('loadingStateAt', () => {
  it('starts authorizing', () => {
    expect(loadingStateAt({ tick: 0, authorization: 'pending', profile: 'idle' })).toEqual({
      status: 'Authorizing',
      progress: 0,
      isDone: false,
    });
  });

  it('loads the profile once authorized, ticking up to 80', () => {
    expect(loadingStateAt({ tick: 3, authorization: 'authorized', profile: 'pending' })).toEqual({
      status: 'Loading profile details',
      progress: 30,
      isDone: false,
    });
  });

  it('prepares the dashboard after the 8 ticks', () => {
    expect(loadingStateAt({ tick: 8, authorization: 'authorized', profile: 'pending' })).toEqual({
      status: 'Preparing dashboard',
      progress: 80,
      isDone: false,
    });
  });

  it('is done at 100 as soon as the profile has loaded', () => {
    expect(loadingStateAt({ tick: 2, authorization: 'authorized', profile: 'loaded' })).toEqual({
      status: 'Preparing dashboard',
      progress: 100,
      isDone: true,
    });
  });

  it.each([
    { authorization: 'unauthorized', profile: 'idle' },
    { authorization: 'authorized', profile: 'failed' },
  ] as const)('shows Error when $authorization / $profile', (inputs) => {
    expect(loadingStateAt({ tick: 5, ...inputs })).toMatchObject({ status: 'Error', isDone: false });
  });
});
