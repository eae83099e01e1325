import { Button, Text } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths, signInHref } from '@/config/paths';

// 'unauthorized' (open): the sign-in could not be completed or the session could not be verified.
export function Component() {
  return (
    <PageFrame
      title="We could not verify your session"
      breadcrumbs={[{ name: 'Unauthorized', url: paths.unauthorized.getHref() }]}
    >
      <Text maw="48rem">
        Your session may have expired, or you may have signed out in another window. Please sign in
        again to continue.
      </Text>
      <div>
        {/* A full-page navigation: the server runs the sign-in (DESIGN §1). */}
        <Button component="a" href={signInHref}>
          Sign in
        </Button>
      </div>
    </PageFrame>
  );
}
