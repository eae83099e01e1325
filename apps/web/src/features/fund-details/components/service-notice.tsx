import { Button, FocusTrap, Overlay, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** spec 2 §4: the notice is dismissed for the rest of the browser session. */
export const SERVICE_NOTICE_STORAGE_KEY = 'serviceNoticeDismissed';
// The spec leaves the contact details as placeholders; these are the portal's demo values.
export const INTERNATIONAL_PHONES = ['+27 21 000 0000', '+27 21 000 0001'] as const;
export const INTERNATIONAL_EMAIL = 'international@example.co.za';

function isDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(SERVICE_NOTICE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * spec 2 §2 Service Notice: fixed at the top right (full width with a backdrop on mobile), with
 * the international service centre's numbers and email and a Thank you button.
 */
export function ServiceNotice({ isMobile }: { isMobile: boolean }) {
  const [isOpen, setIsOpen] = useState(() => !isDismissed());
  const noticeRef = useRef<HTMLDivElement>(null);
  // The notice takes the focus when it appears, so it is read out; on a phone it is modal (the
  // page behind is covered) and the focus stays in it until Thank you.
  useEffect(() => {
    if (isOpen) noticeRef.current?.focus();
  }, [isOpen]);
  if (!isOpen) return null;

  function handleDismiss() {
    try {
      window.sessionStorage.setItem(SERVICE_NOTICE_STORAGE_KEY, 'true');
    } catch {
      // storage disabled: it stays closed for this page only
    }
    setIsOpen(false);
  }

  return (
    <>
      {isMobile ? <Overlay fixed color="#000" backgroundOpacity={0.45} zIndex={1090} /> : null}
      <FocusTrap active={isMobile}>
        <Paper
          ref={noticeRef}
          tabIndex={-1}
          role="dialog"
          aria-modal={isMobile}
          aria-labelledby="service-notice-title"
          shadow="lg"
          radius={isMobile ? 0 : 'md'}
          p="lg"
          withBorder
          style={{
            position: 'fixed',
            top: isMobile ? 0 : 16,
            right: isMobile ? 0 : 16,
            left: isMobile ? 0 : 'auto',
            width: isMobile ? '100%' : 380,
            zIndex: 1100,
            outline: 'none',
          }}
        >
          <Title order={2} fz="h4" id="service-notice-title">
            Service Notice
          </Title>
          <Text size="sm" mt="xs">
            For service enquiries about your investment on our global platform, please contact the
            international service centre on {INTERNATIONAL_PHONES[0]} or {INTERNATIONAL_PHONES[1]},
            or email <a href={`mailto:${INTERNATIONAL_EMAIL}`}>{INTERNATIONAL_EMAIL}</a>.
          </Text>
          <Button mt="md" onClick={handleDismiss} fullWidth={isMobile}>
            Thank you
          </Button>
        </Paper>
      </FocusTrap>
    </>
  );
}
