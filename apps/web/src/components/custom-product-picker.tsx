import { Anchor, Button, MultiSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { paths } from '../config/paths';
import { WarningAlert } from './warning-alert';
import { formatValidUntil, productOptions, useCustomProducts } from '../lib/custom-products';

/**
 * "Use my products (EPDs)": the user's custom products a calculation uses instead of the dataset's
 * factors, at most one per material, bound to the form's `customProductIds`. An expired EPD among
 * them is named in a warning; the figures still use it.
 */
export function CustomProductPicker<T extends FieldValues, TValid extends FieldValues>({
  control,
  name,
  onPick,
}: {
  control: Control<T, unknown, TValid>;
  name: FieldPath<T>;
  /** Runs after the user changes the choice. */
  onPick?: () => void;
}) {
  const products = useCustomProducts();
  const items = products.data?.items ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const named = Array.isArray(field.value) ? (field.value as string[]) : [];
        const known = new Set(items.map((p) => p.id));
        // Ids of products deleted since (a reopened snapshot, a draft): Calculate would refuse them.
        const gone = products.isSuccess ? named.filter((id) => !known.has(id)) : [];
        const chosen = named.filter((id) => !gone.includes(id));
        const expired = items.filter((p) => p.expired && chosen.includes(p.id));
        const manage = (
          <Anchor underline="always" component={Link} to={paths.customProducts()}>
            My products
          </Anchor>
        );
        return (
          <Stack gap="xs" maw={560}>
            <MultiSelect
              label="Use my products (EPDs)"
              description={
                items.length === 0 && !products.isPending ? (
                  <>You have no custom products yet. Record one from its EPD in {manage}.</>
                ) : (
                  <>
                    Your own EPDs replace the dataset’s factor for their material (one per material). Manage them in{' '}
                    {manage}.
                  </>
                )
              }
              placeholder={chosen.length === 0 ? 'None: the dataset’s factors' : undefined}
              data={productOptions(items, chosen)}
              value={chosen}
              onChange={(ids) => {
                field.onChange(ids);
                onPick?.();
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              searchable
              clearable
              nothingFoundMessage="No product of yours matches"
              disabled={items.length === 0}
              error={fieldState.error?.message ?? (products.isError ? 'Your products could not be loaded.' : undefined)}
            />
            {gone.length > 0 && (
              <WarningAlert title="A product named here no longer exists">
                <Text size="sm">
                  {gone.length === 1 ? 'One product' : `${gone.length} products`} this calculation named{' '}
                  {gone.length === 1 ? 'has' : 'have'} been deleted. The saved snapshot keeps{' '}
                  {gone.length === 1 ? 'its' : 'their'} values; to calculate again, record{' '}
                  {gone.length === 1 ? 'it' : 'them'} again or go on without.
                </Text>
                <Button
                  mt="xs"
                  size="xs"
                  variant="default"
                  onClick={() => {
                    field.onChange(chosen);
                    onPick?.();
                  }}
                >
                  Go on without {gone.length === 1 ? 'it' : 'them'}
                </Button>
              </WarningAlert>
            )}
            {expired.length > 0 && (
              <WarningAlert title="An EPD you chose has expired">
                {expired.map((p) => (
                  <Text key={p.id} size="sm">
                    {p.name} (EPD {p.epdNumber}) was valid until {formatValidUntil(p.validUntil)}. The figures use it;
                    check for a current EPD before you rely on them.
                  </Text>
                ))}
              </WarningAlert>
            )}
          </Stack>
        );
      }}
    />
  );
}
