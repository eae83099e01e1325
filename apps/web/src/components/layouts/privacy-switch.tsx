import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { setAmountsHidden, useAmountsHidden } from '@/components/ui/amount-privacy';
import classes from './privacy-switch.module.css';

// Issue 17's privacy switch: one control in the header hides every rand amount across the portal
// (components/ui/money.tsx shows 'R •••••' instead) while the member shares the screen with an
// adviser. The choice is kept in this browser; a polite live region says what changed.

export const PRIVACY_SWITCH_LABEL = 'Hide amounts';
export const AMOUNTS_HIDDEN_ANNOUNCEMENT = 'Amounts hidden';
export const AMOUNTS_SHOWN_ANNOUNCEMENT = 'Amounts shown';

export function PrivacySwitch() {
  const isHidden = useAmountsHidden();
  // Empty until the member switches: a live region announces changes, not the page's first state.
  const [announcement, setAnnouncement] = useState('');

  function handleClick() {
    const next = !isHidden;
    setAmountsHidden(next);
    setAnnouncement(next ? AMOUNTS_HIDDEN_ANNOUNCEMENT : AMOUNTS_SHOWN_ANNOUNCEMENT);
  }

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={isHidden}
        className={classes.switch}
        onClick={handleClick}
      >
        {isHidden ? <EyeOffIcon /> : <EyeIcon />}
        <span className={classes.label}>{PRIVACY_SWITCH_LABEL}</span>
        <span className={classes.track} aria-hidden="true" />
      </button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

function EyeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.8 3.7M6.6 6.6C3.6 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.6-.6 5-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="m3 3 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
