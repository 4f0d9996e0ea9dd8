import { Text } from '@mantine/core';
import { userEpdCitations } from '../lib/custom-products';

/**
 * "Figures use user-supplied EPDs: …": said on a saved result (and its printout) whose breakdowns
 * use a custom product, so that no reader takes those figures for the dataset's. Nothing otherwise.
 */
export function UserEpdNote({
  elements,
}: {
  elements: readonly { readonly lines: readonly { readonly sourceId: string; readonly citation: string }[] }[];
}) {
  const citations = userEpdCitations(elements);
  if (citations.length === 0) return null;
  return (
    <Text size="sm" data-testid="user-epd-note">
      <strong>Figures use user-supplied EPDs</strong> in place of the dataset’s factors for their materials:{' '}
      {citations.join('; ')}.
    </Text>
  );
}
