import {
  INITIAL_LOADING_PAGE_STATE,
  LOADING_TICK_MS,
  LOADING_TICKS,
  LoadingStatus,
  loadingPageReducer,
} from '@portal/domain/member';
import type { LoadingPageState } from '@portal/domain/member';
import { useEffect, useReducer } from 'react';

export type AuthorizationState = 'pending' | 'authorized' | 'unauthorized';
/**
 * `unavailable`: the profile failed, and the member's type has been derived from their products
 * instead (spec 1 §4): the member goes on to the dashboard all the same.
 */
export type ProfileState = 'idle' | 'pending' | 'loaded' | 'unavailable';

type UseLoadingProgressInput = {
  authorization: AuthorizationState;
  profile: ProfileState;
};

/**
 * Spec 1 §4 "Loading page" over the domain's reducer: a tick every second until the 8 ticks are
 * spent, the authorization result, then the profile's (100 and done, also when the profile is
 * unavailable; Error only when the member is not authorized).
 */
export function useLoadingProgress({
  authorization,
  profile,
}: UseLoadingProgressInput): LoadingPageState {
  const [state, dispatch] = useReducer(loadingPageReducer, INITIAL_LOADING_PAGE_STATE);
  const isTicking =
    !state.isDone && state.status !== LoadingStatus.Error && state.tick < LOADING_TICKS;

  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), LOADING_TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking]);

  useEffect(() => {
    if (authorization === 'authorized') dispatch({ type: 'authorized' });
    else if (authorization === 'unauthorized') dispatch({ type: 'unauthorized' });
  }, [authorization]);

  useEffect(() => {
    if (profile === 'loaded' || profile === 'unavailable') dispatch({ type: 'profileLoaded' });
  }, [profile]);

  return state;
}
