// Spec 1 §2.4, §4 "Loading page" and §9: tick every second, 8 ticks, +10 per tick capped at 80;
// then 'Preparing dashboard'; 100 and on to the dashboard when the profile has loaded.
// (May move to @portal/domain/member as `loadingProgressAt` later.)

export const LOADING_TICK_MS = 1000;
export const LOADING_TICKS = 8;
export const LOADING_STEP = 10;
export const LOADING_CAP = 80;
export const LOADING_IMAGE_ROTATION_MS = 4000;
export const LOADING_DONE = 100;

export const LOADING_STATUSES = [
  'Authorizing',
  'Loading profile details',
  'Preparing dashboard',
  'Error',
] as const;
export type LoadingStatus = (typeof LOADING_STATUSES)[number];

export type AuthorizationState = 'pending' | 'authorized' | 'unauthorized';
export type ProfileState = 'idle' | 'pending' | 'loaded' | 'failed';

/** Progress (0–80) after `tick` one-second ticks. */
export function loadingProgressAt(tick: number): number {
  const ticks = Number.isFinite(tick) ? Math.max(0, Math.floor(tick)) : 0;
  return Math.min(ticks * LOADING_STEP, LOADING_CAP);
}

/** True once the ticking has nothing left to add. */
export function isTickingOver(tick: number): boolean {
  return tick >= LOADING_TICKS;
}

export type LoadingState = {
  status: LoadingStatus;
  progress: number;
  /** The profile has loaded: go to the dashboard. */
  isDone: boolean;
};

type LoadingInputs = {
  tick: number;
  authorization: AuthorizationState;
  profile: ProfileState;
};

export function loadingStateAt({ tick, authorization, profile }: LoadingInputs): LoadingState {
  const progress = loadingProgressAt(tick);
  if (authorization === 'unauthorized' || profile === 'failed') {
    return { status: 'Error', progress, isDone: false };
  }
  if (authorization === 'pending') return { status: 'Authorizing', progress, isDone: false };
  if (profile === 'loaded') {
    return { status: 'Preparing dashboard', progress: LOADING_DONE, isDone: true };
  }
  return {
    status: isTickingOver(tick) ? 'Preparing dashboard' : 'Loading profile details',
    progress,
    isDone: false,
  };
}
