import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { LOGOUT_FORM_PATH } from '@portal/contract/calls/auth';
import type { FormEvent } from 'react';

type LogoutButtonProps = {
  onLogout: () => void;
  isLoggingOut: boolean;
  mt?: ButtonProps['mt'];
  fullWidth?: boolean;
};

/**
 * Log out (spec 1 §2.2): a plain form posted to the server, so that a page without script signs
 * the member out too; with script the app signs out itself (the session's end in every tab).
 */
export function LogoutButton({ onLogout, isLoggingOut, mt, fullWidth }: LogoutButtonProps) {
  return (
    <form
      method="post"
      action={LOGOUT_FORM_PATH}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onLogout();
      }}
    >
      <input type="hidden" name="returnTo" value="/" />
      <Button type="submit" variant="outline" mt={mt} fullWidth={fullWidth} loading={isLoggingOut}>
        Log out
      </Button>
    </form>
  );
}
