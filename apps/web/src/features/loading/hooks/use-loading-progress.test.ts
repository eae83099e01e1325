import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthorizationState, ProfileState } from './use-loading-progress';
import { useLoadingProgress } from './use-loading-progress';

type Props = { authorization: AuthorizationState; profile: ProfileState };

function renderProgress(initial: Props) {
  return renderHook((props: Props) => useLoadingProgress(props), { initialProps: initial });
}

function tick(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLoadingProgress', () => {
  it('starts Authorizing at 0', () => {
    const { result } = renderProgress({ authorization: 'pending', profile: 'idle' });

    expect(result.current).toMatchObject({ status: 'Authorizing', progress: 0, isDone: false });
  });

  it('loads the profile once authorized and adds 10 a second', () => {
    const { result, rerender } = renderProgress({ authorization: 'pending', profile: 'idle' });

    rerender({ authorization: 'authorized', profile: 'pending' });
    tick(3);

    expect(result.current).toMatchObject({ status: 'Loading profile details', progress: 30 });
  });

  it('stops at 80 after 8 ticks and prepares the dashboard', () => {
    const { result } = renderProgress({ authorization: 'authorized', profile: 'pending' });

    tick(8);
    expect(result.current).toMatchObject({ status: 'Preparing dashboard', progress: 80 });
    tick(10);
    expect(result.current.progress).toBe(80);
  });

  it('jumps to 100 and is done when the profile has loaded', () => {
    const { result, rerender } = renderProgress({
      authorization: 'authorized',
      profile: 'pending',
    });

    tick(2);
    rerender({ authorization: 'authorized', profile: 'loaded' });

    expect(result.current).toMatchObject({ progress: 100, isDone: true });
  });

  // spec 1 §4, §8: a profile that cannot be loaded does not keep the member out.
  it('is done as well when the profile is unavailable and the type derived from the products', () => {
    const { result, rerender } = renderProgress({
      authorization: 'authorized',
      profile: 'pending',
    });
    tick(3);
    rerender({ authorization: 'authorized', profile: 'unavailable' });
    expect(result.current).toMatchObject({ progress: 100, isDone: true });
    expect(result.current.status).not.toBe('Error');
  });

  it('shows Error and stops ticking when the member is not authorized', () => {
    const { result } = renderProgress({ authorization: 'unauthorized', profile: 'idle' });

    const progress = result.current.progress;
    tick(5);

    expect(result.current.status).toBe('Error');
    expect(result.current.progress).toBe(progress);
  });
});
