import { useEffect, useRef } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm, useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  customProductInputSchema,
  unitForPeople,
  type CustomProduct,
  type CustomProductFormInput,
  type CustomProductInput,
} from '@embodied/contracts';
import {
  DECLARED_UNITS,
  DECLARED_UNIT_LABELS,
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  declaredUnitFits,
  type DeclaredUnit,
  type ProductSlotKey,
} from '@embodied/engine';
import { FailureAlert } from '../../components/failure-alert';
import { SaveActions } from '../../components/save-actions';
import { FormSelect } from '../../components/form-select';
import { ControlledNumberInput } from '../../components/form-number-input';
import { CUSTOM_PRODUCTS_KEY, customProductsApi } from '../../lib/custom-products';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDraft } from '../../lib/use-draft';
import { useFormMutation } from '../../lib/use-form-mutation';
import { TitledForm } from '../../components/titled-form';

const SLOT_OPTIONS = [...PRODUCT_SLOT_KEYS]
  .sort((a, b) => PRODUCT_SLOTS[a].label.localeCompare(PRODUCT_SLOTS[b].label, 'en-AU'))
  .map((k) => ({ value: k, label: `${PRODUCT_SLOTS[k].label} (${unitForPeople(PRODUCT_SLOTS[k].unit)})` }));

const FIELDS = [
  'replaces',
  'name',
  'epdNumber',
  'programmeOperator',
  'declaredUnit',
  'gwp',
  'gwpMin',
  'gwpMax',
  'validUntil',
] as const;

const EMPTY: Partial<CustomProductFormInput> = {
  name: '',
  epdNumber: '',
  programmeOperator: '',
  validUntil: '',
  gwpMin: null,
  gwpMax: null,
};

function fromProduct(p: CustomProduct): CustomProductFormInput {
  const { name, epdNumber, programmeOperator, declaredUnit, gwp, gwpMin, gwpMax, validUntil, replaces } = p;
  return { name, epdNumber, programmeOperator, declaredUnit, gwp, gwpMin, gwpMax, validUntil, replaces };
}

function GwpInput({
  control,
  name,
  label,
  unit,
  required,
}: {
  control: Control<CustomProductFormInput, unknown, CustomProductInput>;
  name: 'gwp' | 'gwpMin' | 'gwpMax';
  label: string;
  unit: string;
  required?: boolean;
}) {
  return (
    <ControlledNumberInput
      control={control}
      name={name}
      label={label}
      example="245.5"
      description={unit}
      required={required}
      emptyValue={required ? undefined : null}
    />
  );
}

type ProductForm = UseFormReturn<CustomProductFormInput, unknown, CustomProductInput>;

/**
 * The declared units the chosen material takes, and the one chosen. A material counted in m³ takes
 * m³ only: choosing it chooses m³, and a unit that no longer fits is dropped.
 */
function useDeclaredUnits(form: ProductForm) {
  const slot = useWatch({ control: form.control, name: 'replaces' }) as ProductSlotKey | undefined;
  const unit = useWatch({ control: form.control, name: 'declaredUnit' }) as DeclaredUnit | undefined;
  const units = DECLARED_UNITS.filter((u) => !slot || declaredUnitFits(u, slot));
  useEffect(() => {
    if (!slot) return;
    if (unit && declaredUnitFits(unit, slot)) return;
    const fitting = DECLARED_UNITS.filter((u) => declaredUnitFits(u, slot));
    form.setValue('declaredUnit', fitting.length === 1 ? fitting[0]! : (undefined as unknown as DeclaredUnit));
  }, [slot, unit, form]);
  return { unit, units };
}

/** The EPD's reference fields after the product's name. */
const EPD_REFERENCE = [
  { name: 'epdNumber', label: 'EPD number', description: 'As registered, e.g. S-P-01234.' },
  {
    name: 'programmeOperator',
    label: 'Programme operator',
    description: 'Who published the EPD, e.g. EPD Australasia.',
  },
  { name: 'validUntil', label: 'Valid until', description: 'The last day the EPD is valid.', type: 'date' },
] as const;

/** The product's name and its EPD's reference: number, programme operator, valid-until date. */
function EpdReferenceFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Product name" required {...form.register('name')} error={errors.name?.message} />
      {EPD_REFERENCE.map(({ name, ...field }) => (
        <TextInput key={name} {...field} required {...form.register(name)} error={errors[name]?.message} />
      ))}
    </SimpleGrid>
  );
}

/**
 * Recording (or changing) a product from its EPD: the material it replaces, the EPD's reference,
 * declared unit, A1–A3 GWP (with an optional range) and valid-until date. The schema the server
 * uses checks it here first; a refusal from the server lands on the same fields.
 */
export function CustomProductForm({ editing, onDone }: { editing: CustomProduct | null; onDone: () => void }) {
  const client = useQueryClient();
  const form: ProductForm = useForm<CustomProductFormInput, unknown, CustomProductInput>({
    resolver: zodResolver(customProductInputSchema),
    defaultValues: editing ? fromProduct(editing) : EMPTY,
  });
  // A new product's inputs are kept as they are typed (lib/use-draft.ts): leaving the page, or a
  // reload, does not lose them. Changing a recorded product starts from the product itself.
  const userId = useCurrentUser().data?.id;
  const kept = useDraft({
    form: form as unknown as UseFormReturn<FieldValues, unknown, unknown>,
    name: 'custom-product',
    userId: editing ? undefined : userId,
    restore: !editing,
  });
  // Another product chosen (or back to a new one): the form follows. Not on the first render, which
  // starts from the right values already (and from the draft, just applied).
  const shown = useRef(editing);
  useEffect(() => {
    if (shown.current === editing) return;
    shown.current = editing;
    form.reset(editing ? fromProduct(editing) : EMPTY);
  }, [editing, form]);
  const { unit, units } = useDeclaredUnits(form);

  const save = useFormMutation(form, FIELDS, 'The product could not be saved. Please try again.', {
    mutationFn: (body: CustomProductInput) =>
      editing ? customProductsApi.update(editing.id, body) : customProductsApi.create(body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CUSTOM_PRODUCTS_KEY });
      form.reset(EMPTY);
      kept.clear();
      onDone();
    },
  });
  const { failure, onFields, onSubmit } = save;
  const perUnit = unit ? `kgCO2e per ${DECLARED_UNIT_LABELS[unit]}` : 'kgCO2e per declared unit';

  return (
    <TitledForm
      titleId="product-form-title"
      title={editing ? `Change “${editing.name}”` : 'Record a product'}
      onSubmit={onSubmit}
    >
      {kept.restored && !editing && (
        <Text size="sm" c="gray.8" role="status">
          What you typed last time is back.
        </Text>
      )}
      <FormSelect
        control={form.control}
        name="replaces"
        label="Replaces (material)"
        description="The dataset material this product stands in for, wherever a calculation uses it."
        searchable
        nothingFoundMessage="No material matches"
        data={SLOT_OPTIONS}
        maw={480}
      />
      <EpdReferenceFields form={form} />
      <FormSelect
        control={form.control}
        name="declaredUnit"
        label="Declared unit"
        description="What the EPD declares its GWP per."
        data={units.map((u) => ({ value: u, label: DECLARED_UNIT_LABELS[u] }))}
        maw={240}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <GwpInput control={form.control} name="gwp" label="A1–A3 GWP" unit={perUnit} required />
        <GwpInput control={form.control} name="gwpMin" label="Minimum GWP (optional)" unit={perUnit} />
        <GwpInput control={form.control} name="gwpMax" label="Maximum GWP (optional)" unit={perUnit} />
      </SimpleGrid>
      <FailureAlert failure={onFields ? null : failure} title="The product was not saved" retry />
      <SaveActions editing={!!editing} saving={save.isPending} createLabel="Save product" onCancel={onDone} />
    </TitledForm>
  );
}
