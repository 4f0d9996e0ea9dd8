/*
 * EPD documents the tests write themselves (issue #53): an ILCD+EPD data set as soda4LCA serves it
 * in JSON, the same as ILCD+EPD XML, and an openEPD document, each with known modules, units and
 * dates; and broken, truncated and hostile ones. The shapes follow the formats (the ILCD+EPD
 * schema's element names; the openEPD schema of the `openepd` package), not any real EPD's values.
 */

export interface EpdValues {
  uuid: string;
  name: string;
  registrationNumber: string | null;
  operator: string | null;
  owner: string;
  pcr: string;
  standard: string;
  /** The declared unit's amount and unit, e.g. 1000 kg (one tonne) or 1 m3. */
  amount: number;
  unit: string;
  validUntilYear: number;
  density: number | null;
  /** Module → value, as text the way ILCD writes it ('ND': not declared). */
  gwpTotal: Record<string, string>;
  gwpFossil: Record<string, string> | null;
  gwpBiogenic: Record<string, string> | null;
  link: string;
}

export const BRICK_EPD: EpdValues = {
  uuid: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  name: 'Test clay brick, 230 mm',
  registrationNumber: 'S-P-99901',
  operator: 'EPD Australasia',
  owner: 'Test Brickworks Pty Ltd',
  pcr: 'PCR 2019:14 Construction products',
  standard: 'EN 15804+A2 (EF 3.0)',
  amount: 1000,
  unit: 'kg',
  validUntilYear: 2099,
  density: 1900,
  gwpTotal: { 'A1-A3': '221.37', A4: '14.2', A5: '3.05', C1: '0', C2: '2.1', D: '-4.5' },
  gwpFossil: { 'A1-A3': '219.9', A4: '14.1', A5: '3' },
  gwpBiogenic: { 'A1-A3': '1.2', A4: '0', A5: '0.02' },
  link: 'https://example.org/resource/processes/6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
};

const lang = (value: string) => [{ value, lang: 'en' }];
const amounts = (modules: Record<string, string>) => ({
  anies: [
    ...Object.entries(modules).map(([module, value]) => ({ module, value })),
    {
      name: 'referenceToUnitGroupDataSet',
      value: { shortDescription: [{ value: 'kg CO2 eq.' }], type: 'unit group data set', refObjectId: 'u-1' },
    },
  ],
});
const lcia = (description: string, modules: Record<string, string>) => ({
  referenceToLCIAMethodDataSet: { shortDescription: lang(description), type: 'LCIA method data set' },
  meanAmount: 0,
  other: amounts(modules),
});

/** An ILCD+EPD data set in soda4LCA's JSON form. */
export function ilcdJson(v: EpdValues = BRICK_EPD): Record<string, unknown> {
  const results = [lcia('Climate change - total (GWP-total)', v.gwpTotal)];
  if (v.gwpFossil) results.push(lcia('Climate change - fossil (GWP-fossil)', v.gwpFossil));
  if (v.gwpBiogenic) results.push(lcia('Climate change - biogenic (GWP-biogenic)', v.gwpBiogenic));
  results.push(lcia('Depletion potential of the stratospheric ozone layer (ODP)', { 'A1-A3': '0.0000012' }));
  return {
    processInformation: {
      dataSetInformation: { UUID: v.uuid, name: { baseName: lang(v.name) } },
      quantitativeReference: { referenceToReferenceFlow: [0] },
      time: { referenceYear: 2024, dataSetValidUntil: v.validUntilYear },
      geography: { locationOfOperationSupplyOrProduction: { location: 'AU' } },
    },
    modellingAndValidation: {
      LCIMethodAndAllocation: {
        typeOfDataSet: 'EPD',
        referenceToLCAMethodDetails: [{ shortDescription: lang(v.pcr), type: 'source data set' }],
        other: { anies: [{ name: 'subType', value: 'specific dataset' }] },
      },
      complianceDeclarations: {
        compliance: [
          { referenceToComplianceSystem: { shortDescription: lang(v.standard), type: 'source data set' } },
          { referenceToComplianceSystem: { shortDescription: lang('ISO 14025'), type: 'source data set' } },
        ],
      },
    },
    administrativeInformation: {
      publicationAndOwnership: {
        dataSetVersion: '01.00.000',
        ...(v.operator ? { referenceToRegistrationAuthority: { shortDescription: lang(v.operator) } } : {}),
        ...(v.registrationNumber ? { registrationNumber: v.registrationNumber } : {}),
        referenceToOwnershipOfDataSet: { shortDescription: lang(v.owner) },
        permanentDataSetURI: v.link,
      },
    },
    exchanges: {
      exchange: [
        {
          dataSetInternalID: 0,
          referenceToFlowDataSet: { shortDescription: lang(v.name), type: 'flow data set' },
          meanAmount: 1,
          resultingflowAmount: v.amount,
          referenceFlow: true,
          flowProperties: [
            {
              name: lang(v.unit === 'kg' ? 'Mass' : 'Volume'),
              uuid: '93a60a56-a3c8-11da-a746-0800200b9a66',
              referenceFlowProperty: true,
              meanValue: v.amount,
              referenceUnit: v.unit,
            },
          ],
          materialProperties: v.density ? [{ name: 'gross density', value: String(v.density), unit: 'kg/m^3' }] : [],
        },
      ],
    },
    LCIAResults: { LCIAResult: results },
    version: '1.1',
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const xmlAmounts = (modules: Record<string, string>) =>
  Object.entries(modules)
    .map(([m, value]) => `<epd:amount epd:module="${m}">${value}</epd:amount>`)
    .join('');
const xmlResult = (description: string, modules: Record<string, string>) =>
  `<LCIAResult><referenceToLCIAMethodDataSet type="LCIA method data set" refObjectId="m-1"><common:shortDescription xml:lang="en">${description}</common:shortDescription></referenceToLCIAMethodDataSet><meanAmount>0</meanAmount><common:other>${xmlAmounts(modules)}</common:other></LCIAResult>`;

/** The same data set as ILCD+EPD XML (a process data set: its declared unit lives in the flow data set). */
export function ilcdXml(v: EpdValues = BRICK_EPD): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<processDataSet xmlns="http://lca.jrc.it/ILCD/Process" xmlns:common="http://lca.jrc.it/ILCD/Common" xmlns:epd="http://www.iai.kit.edu/EPD/2013" version="1.1">
  <processInformation>
    <dataSetInformation><common:UUID>${v.uuid}</common:UUID><name><baseName xml:lang="en">${esc(v.name)}</baseName></name></dataSetInformation>
    <quantitativeReference type="Reference flow(s)"><referenceToReferenceFlow>0</referenceToReferenceFlow></quantitativeReference>
    <time><common:referenceYear>2024</common:referenceYear><common:dataSetValidUntil>${v.validUntilYear}</common:dataSetValidUntil></time>
    <geography><locationOfOperationSupplyOrProduction location="AU"/></geography>
  </processInformation>
  <modellingAndValidation>
    <LCIMethodAndAllocation><typeOfDataSet>EPD</typeOfDataSet><referenceToLCAMethodDetails type="source data set" refObjectId="p-1"><common:shortDescription xml:lang="en">${esc(v.pcr)}</common:shortDescription></referenceToLCAMethodDetails><common:other><epd:subType>specific dataset</epd:subType></common:other></LCIMethodAndAllocation>
    <complianceDeclarations><compliance><common:referenceToComplianceSystem type="source data set" refObjectId="c-1"><common:shortDescription xml:lang="en">${esc(v.standard)}</common:shortDescription></common:referenceToComplianceSystem></compliance></complianceDeclarations>
  </modellingAndValidation>
  <administrativeInformation><publicationAndOwnership><common:dataSetVersion>01.00.000</common:dataSetVersion>${v.operator ? `<common:referenceToRegistrationAuthority type="contact data set" refObjectId="o-1"><common:shortDescription xml:lang="en">${esc(v.operator)}</common:shortDescription></common:referenceToRegistrationAuthority>` : ''}${v.registrationNumber ? `<common:registrationNumber>${esc(v.registrationNumber)}</common:registrationNumber>` : ''}<common:referenceToOwnershipOfDataSet type="contact data set" refObjectId="w-1"><common:shortDescription xml:lang="en">${esc(v.owner)}</common:shortDescription></common:referenceToOwnershipOfDataSet><common:permanentDataSetURI>${esc(v.link)}</common:permanentDataSetURI></publicationAndOwnership></administrativeInformation>
  <exchanges><exchange dataSetInternalID="0"><referenceToFlowDataSet type="flow data set" refObjectId="f-1"><common:shortDescription xml:lang="en">${esc(v.name)}</common:shortDescription></referenceToFlowDataSet><meanAmount>1</meanAmount><resultingAmount>1</resultingAmount></exchange></exchanges>
  <LCIAResults>${xmlResult('Climate change - total (GWP-total)', v.gwpTotal)}${v.gwpFossil ? xmlResult('Climate change - fossil (GWP-fossil)', v.gwpFossil) : ''}${v.gwpBiogenic ? xmlResult('Climate change - biogenic (GWP-biogenic)', v.gwpBiogenic) : ''}</LCIAResults>
</processDataSet>
`;
}

const measurement = (value: string) => ({ mean: Number(value), unit: 'kgCO2e' });
const scopes = (modules: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(modules)
      .filter(([, value]) => value !== 'ND')
      .map(([m, value]) => [m === 'A1-A3' ? 'A1A2A3' : m, measurement(value)]),
  );

/** An openEPD document (doctype openEPD) of a 32 MPa concrete, declared per m³. */
export function openEpd(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    doctype: 'openEPD',
    openepd_version: '0.1',
    id: 'EC3TEST32',
    product_name: 'Test 32 MPa concrete',
    manufacturer: { name: 'Test Concrete Co', web_domain: 'example.com' },
    program_operator: { name: 'EPD Australasia', web_domain: 'epd-australasia.com' },
    program_operator_doc_id: 'S-P-99932',
    pcr: { id: 'pcr-1', name: 'PCR 2019:14 Construction products' },
    compliance: [{ short_name: 'EN 15804+A2', name: 'EN 15804:2012+A2:2019' }],
    declared_unit: { qty: 1, unit: 'm3' },
    kg_per_declared_unit: { qty: 2400, unit: 'kg' },
    date_of_issue: '2024-03-01T00:00:00Z',
    valid_until: '2099-02-28T00:00:00Z',
    declaration_url: 'https://example.org/epd/EC3TEST32',
    impacts: {
      'EF 3.0': {
        gwp: scopes({ 'A1-A3': '305.4', A4: '6.1', A5: '2.2', C1: '1.5' }),
        'gwp-fossil': scopes({ 'A1-A3': '304.9' }),
        'gwp-biogenic': scopes({ 'A1-A3': '0.3' }),
        odp: { A1A2A3: { mean: 0.0000051, unit: 'kgCFC11e' } },
      },
      'TRACI 2.1': { gwp: scopes({ 'A1-A3': '300' }) },
    },
    ...over,
  };
}

/** Files an import must refuse, each with a 400 (the name says what is wrong). */
export function brokenEpdFiles(): Record<string, string> {
  const good = JSON.stringify(ilcdJson());
  const wrongTypes = ilcdJson() as { processInformation: { dataSetInformation: { UUID: unknown } } };
  wrongTypes.processInformation.dataSetInformation.UUID = 5;
  const noResults = { ...ilcdJson(), LCIAResults: 'none' };
  const badAmount = ilcdJson() as { exchanges: { exchange: { meanAmount: unknown }[] } };
  badAmount.exchanges.exchange[0]!.meanAmount = 'one';
  return {
    'not JSON or XML': 'this is not an EPD',
    'truncated JSON': good.slice(0, Math.floor(good.length / 2)),
    'truncated XML': ilcdXml().slice(0, 900),
    'deeply nested JSON': `${'['.repeat(5000)}${']'.repeat(5000)}`,
    'deeply nested XML': `<processDataSet>${'<a>'.repeat(3000)}${'</a>'.repeat(3000)}</processDataSet>`,
    'XML with an entity': `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><processDataSet>&a;</processDataSet>`,
    'XML that is not ILCD': '<html><body>EPD</body></html>',
    'JSON that is neither format': JSON.stringify({ hello: 'world' }),
    'an empty list': '[]',
    'more than 50 EPDs': JSON.stringify(Array.from({ length: 51 }, () => openEpd())),
    'UUID of the wrong type': JSON.stringify(wrongTypes),
    'LCIA results of the wrong type': JSON.stringify(noResults),
    'amount of the wrong type': JSON.stringify(badAmount),
    'openEPD with a wrong doctype': JSON.stringify(openEpd({ doctype: 'EPD' })),
    'openEPD without a declared unit': JSON.stringify(openEpd({ declared_unit: undefined })),
    'openEPD GWP in tonnes': JSON.stringify(
      openEpd({ impacts: { 'EF 3.0': { gwp: { A1A2A3: { mean: 0.3, unit: 'tCO2e' } } } } }),
    ),
    'a number for a document': '42',
  };
}
