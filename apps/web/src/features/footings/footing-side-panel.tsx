import { Button, Divider, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { FootingSystemKey } from '@embodied/engine';
import { footingPicture } from './footing-pictures';

function SystemPicture({ heading, system, id }: { heading: string; system: FootingSystemKey | undefined; id: string }) {
  const picture = system ? footingPicture(system) : undefined;
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {heading}
      </Title>
      {picture ? (
        <figure style={{ margin: 0 }}>
          <Image src={picture.src} alt={picture.alt} radius="sm" bd="1px solid gray.3" w="100%" h="auto" />
          <Text component="figcaption" size="sm" mt={6}>
            <Text span fw={700}>
              {picture.label}.
            </Text>{' '}
            {picture.caption}
          </Text>
        </figure>
      ) : (
        <Text size="sm" c="gray.7">
          Choose a system to see its cross-section.
        </Text>
      )}
    </Stack>
  );
}

/** Print, the link to the wall calculator, and a cross-section of each chosen system. */
export function FootingSidePanel({
  snapshot,
  businessAsUsual,
  alternate,
}: {
  snapshot: number | undefined;
  businessAsUsual?: FootingSystemKey;
  alternate?: FootingSystemKey;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Print and footing pictures">
      <Stack gap="md">
        <Stack gap={6}>
          <Button onClick={() => window.print()} disabled={snapshot === undefined} aria-describedby="print-help">
            Print
          </Button>
          <Text id="print-help" size="xs" c="gray.7">
            {snapshot === undefined
              ? 'Calculate first: you print a saved carbon snapshot.'
              : `Prints carbon snapshot #${snapshot} on A4.`}
          </Text>
          <Button component={Link} to={paths.walls()} variant="light">
            Wall
          </Button>
        </Stack>
        <Divider />
        <SystemPicture heading="Business as Usual Footing System" system={businessAsUsual} id="bau-picture" />
        <SystemPicture heading="Alternate Footing System" system={alternate} id="afs-picture" />
        <Text size="xs" c="gray.7">
          Schematic sections, not to scale; founding depth D is measured from the natural ground. Details are typical AS
          2870-style estimates, not an engineering design.
        </Text>
      </Stack>
    </Paper>
  );
}
