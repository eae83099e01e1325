// One tab signing out signs every tab out (spec 1 §4, DESIGN §2 "synced across tabs"): the tab
// that signed out tells the others over a BroadcastChannel, and they leave the member pages.
// A BroadcastChannel also delivers to other channel objects of the same tab, so each message
// names its tab and a tab ignores its own.

const CHANNEL_NAME = 'portal-session';
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Why the member was signed out, when it was not their own choice (the idle countdown). */
export type SignedOutReason = 'idle';

type SessionMessage = { type: 'signed-out'; tabId: string; reason?: SignedOutReason };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Tells the other tabs of this browser that the member has signed out (and why, if not by choice). */
export function broadcastSignedOut(reason?: SignedOutReason): void {
  const channel = openChannel();
  if (!channel) return;
  const message: SessionMessage = {
    type: 'signed-out',
    tabId: TAB_ID,
    ...(reason ? { reason } : {}),
  };
  channel.postMessage(message);
  channel.close();
}

/** Calls `onSignedOut` when another tab signs out; returns the unsubscribe function. */
export function onSignedOutElsewhere(
  onSignedOut: (reason: SignedOutReason | undefined) => void,
): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<SessionMessage> | null;
    if (data?.type === 'signed-out' && data.tabId !== TAB_ID)
      onSignedOut(data.reason === 'idle' ? 'idle' : undefined);
  };
  return () => channel.close();
}
