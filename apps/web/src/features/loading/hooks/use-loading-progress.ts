import { useEffect, useState } from 'react';
import type { AuthorizationState, LoadingState, ProfileState } from '../utils/loading-progress';
import { LOADING_TICK_MS, isTickingOver, loadingStateAt } from '../utils/loading-progress';

type UseLoadingProgressInput = {
  authorization: AuthorizationState;
  profile: ProfileState;
};

/** Ticks once a second until the 8 ticks are spent, an error occurs or the profile is in. */
export function useLoadingProgress({ authorization, profile }: UseLoadingProgressInput): LoadingState {
  const [tick, setTick] = useState(0);
  const state = loadingStateAt({ tick, authorization, profile });
  const isTicking = !state.isDone && state.status !== 'Error' && !isTickingOver(tick);

  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setTick((current) => current + 1), LOADING_TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking]);

  return state;
}
