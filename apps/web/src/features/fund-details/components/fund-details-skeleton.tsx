import { Grid, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** About the height of a side panel's form (dates and a button), kept while its code loads. */
export const SIDE_PANEL_HEIGHT = 220;

/** The page's sections in outline while the fund and its transactions load. */
export function FundDetailsSkeleton({ isMobile }: { isMobile: boolean }) {
  const status = <VisuallyHidden role="status">Loading your fund details</VisuallyHidden>;
  if (isMobile)
    return (
      <Stack gap="md">
        {status}
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={640} radius="md" />
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="lg">
      {status}
      <Grid gap="lg" aria-hidden="true">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              <Stack gap="sm">
                <Skeleton height={28} width="55%" />
                <Skeleton height={34} width="35%" />
                <Skeleton height={20} width="25%" />
                <Skeleton height={26} width="75%" />
              </Stack>
              <Skeleton height={36} />
              {Array.from({ length: 10 }, (_, index) => (
                <Skeleton key={index} height={24} />
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Paper withBorder radius="md" p="lg">
            <Skeleton height={28} width="70%" mb="md" />
            <Skeleton height={SIDE_PANEL_HEIGHT} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="lg" aria-hidden="true">
        <Skeleton height={28} width="25%" mb="md" />
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={32} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
