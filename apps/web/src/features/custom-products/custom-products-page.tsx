import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EPD_FORMAT_LABELS, unitForPeople, type CustomProduct, type ImportedEpd } from '@embodied/contracts';
import { getDataset, PRODUCT_SLOTS, productFactorValue } from '@embodied/engine';
import { ConfirmDialog } from '../../components/confirm-actions';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { toApiError } from '../../lib/api-error';
import { useDatasetChoice } from '../../lib/use-dataset-choice';
import { CustomProductForm } from './custom-product-form';
import { EpdImport } from './epd-import';
import { LoadFailedAlert } from '../../components/failure-alert';
import {
  CUSTOM_PRODUCTS_KEY,
  formatFactor,
  formatGwp,
  formatValidUntil,
  customProductsApi,
  useCustomProducts,
} from '../../lib/custom-products';
import { SectionCard } from '../../components/section-card';
import { ListItemRow } from '../../components/list-item-row';

/** The product's value in its material's unit, beside the dataset factor it replaces. */
function ComparedToDataset({ product }: { product: CustomProduct }) {
  const datasetId = useDatasetChoice(null);
  const dataset = getDataset(datasetId);
  const slot = PRODUCT_SLOTS[product.replaces];
  const factor = dataset.factors[product.replaces];
  const unit = unitForPeople(slot.unit);
  return (
    <Text size="sm" c="gray.8">
      = {formatFactor(productFactorValue(product))} {unit}
      {factor
        ? ` in place of ${formatFactor(factor.value)} ${unit} (${slot.label}, ${dataset.label})`
        : ` (${dataset.label} has no ${slot.label} factor)`}
    </Text>
  );
}

/** Where an imported product came from: format and source id, standard, manufacturer, A4 and A5, link. */
function ImportedFrom({ epd, unit }: { epd: ImportedEpd; unit: CustomProduct['declaredUnit'] }) {
  const modules = [
    epd.a4 === null ? null : `A4 ${formatGwp(epd.a4, unit)}`,
    epd.a5 === null ? null : `A5 ${formatGwp(epd.a5, unit)}`,
  ].filter((m) => m !== null);
  return (
    <Text size="sm" c="gray.8">
      Imported from {EPD_FORMAT_LABELS[epd.format]} {epd.sourceId}
      {epd.standard ? `, ${epd.standard}` : ''}
      {epd.manufacturer ? `, ${epd.manufacturer}` : ''}
      {epd.conversion ? ` (converted: ${epd.conversion})` : ''}
      {modules.length > 0 ? `; ${modules.join(', ')}` : ''}
      {epd.link && (
        <>
          {' · '}
          <Anchor href={epd.link} target="_blank" rel="noreferrer" underline="always">
            EPD at its source
          </Anchor>
        </>
      )}
    </Text>
  );
}

function ProductRow({ product, onEdit }: { product: CustomProduct; onEdit: () => void }) {
  const client = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: () => customProductsApi.remove(product.id),
    onSuccess: async () => {
      close();
      await client.invalidateQueries({ queryKey: CUSTOM_PRODUCTS_KEY });
    },
  });
  const range =
    product.gwpMin !== null || product.gwpMax !== null
      ? ` (range ${formatFactor(product.gwpMin ?? product.gwp)}–${formatFactor(product.gwpMax ?? product.gwp)})`
      : '';
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }} aria-label={product.name}>
      <ListItemRow
        name={product.name}
        minWidth={260}
        tags={[{ label: PRODUCT_SLOTS[product.replaces].label }]}
        expired={product.expired}
        details={
          <>
            <Text size="sm">
              EPD {product.epdNumber} · {product.programmeOperator} · {product.expired ? 'was valid' : 'valid'} until{' '}
              {formatValidUntil(product.validUntil)}
            </Text>
            <Text size="sm">
              A1–A3 GWP {formatGwp(product.gwp, product.declaredUnit)}
              {range}
            </Text>
            <ComparedToDataset product={product} />
            {product.epd && <ImportedFrom epd={product.epd} unit={product.declaredUnit} />}
          </>
        }
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={onEdit} aria-label={`Change ${product.name}`}>
              Change
            </Button>
            <Button variant="outline" color="red.9" onClick={open} aria-label={`Delete ${product.name}`}>
              Delete
            </Button>
          </Group>
        }
      />
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={`Delete “${product.name}”?`}
        failure={remove.error ? toApiError(remove.error, 'The product could not be deleted. Please try again.') : null}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        confirmLabel="Delete product"
      >
        <Text size="sm">
          Calculations can no longer use it. Snapshots that used it keep their own copy of it, so their figures and
          printouts do not change.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** The column the page is laid out in. */
function ProductsColumn({ children }: { children: ReactNode }) {
  return (
    <Stack maw={860} mx="auto" gap="lg">
      {children}
    </Stack>
  );
}

/** What a product is for and where it is used. */
function ProductsIntro() {
  return (
    <Text>
      Record a product from its Environmental Product Declaration (EPD), then choose it under “Use my products” on the{' '}
      <Anchor underline="always" component={Link} to={paths.walls()}>
        wall
      </Anchor>
      ,{' '}
      <Anchor underline="always" component={Link} to={paths.footings()}>
        slab
      </Anchor>{' '}
      or{' '}
      <Anchor underline="always" component={Link} to={paths.dwellings()}>
        optimizer
      </Anchor>{' '}
      page: it replaces the dataset’s factor for its material, and every line that uses it says “user-supplied EPD” on
      the page, in printouts and in exports. How it is applied:{' '}
      <Anchor underline="always" component={Link} to={`${paths.methodology()}#custom-products`}>
        methodology
      </Anchor>
      .
    </Text>
  );
}

/** The page's first paint (app/first-paint.tsx): its text where the page will show it. */
export function CustomProductsFirstPaint() {
  return (
    <ProductsColumn>
      <ProductsIntro />
    </ProductsColumn>
  );
}

/**
 * /products: the user's custom products (user-supplied EPDs). Each replaces one dataset material
 * in the wall and slab calculators and the optimizer when a calculation chooses it.
 */
export function CustomProductsPage() {
  const products = useCustomProducts();
  const [editing, setEditing] = useState<CustomProduct | null>(null);
  if (products.isPending) return <PageLoader />;
  const items = products.data?.items ?? [];
  return (
    <ProductsColumn>
      <ProductsIntro />
      {products.isError && (
        <LoadFailedAlert title="Your products could not be loaded" error={products.error} onRetry={products.refetch} />
      )}
      <EpdImport />
      <SectionCard roomy aria-labelledby="product-form-title">
        <CustomProductForm editing={editing} onDone={() => setEditing(null)} />
      </SectionCard>
      <Stack gap="sm" component="section" aria-labelledby="product-list-title">
        <Title order={2} size="h3" id="product-list-title">
          Your products
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="gray.8">
            None yet. A product you record appears here.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0}>
            {items.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                onEdit={() => {
                  setEditing(p);
                  document.getElementById('product-form-title')?.scrollIntoView({ behavior: 'smooth' });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </ProductsColumn>
  );
}
