import { Button } from '@mantine/core';
import { useSignOut } from '../api/logout';

export function LogoutButton() {
  const signOut = useSignOut({ returnTo: '/' });

  function handleClick() {
    signOut.mutate();
  }

  return (
    <Button variant="outline" onClick={handleClick} loading={signOut.isPending}>
      Log out
    </Button>
  );
}
