import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareLink, SnapshotDetail } from '@embodied/contracts';
import { PdfLayout } from '../src/lib/pdf/pdf-layout';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/*
 * What a client reads in the files the app serves: every PDF kind's text drawn with glyphs its font
 * has (issue 47, point 10), and CSV numbers rounded as the pages show them (point 13). The PDFs are
 * read by poppler's pdftotext, as a reader's viewer would, not by the code that wrote them.
 */

const work = mkdtempSync(join(tmpdir(), 'embodied-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The text of a PDF as poppler extracts it, page by page (form feeds part the pages). */
function pdftotext(bytes: Uint8Array, name: string): string[] {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, `${file}.txt`]);
  return readFileSync(`${file}.txt`, 'utf8').split('\f');
}

/** Question marks a PDF may draw on purpose: none of the app's texts ask anything. */
function strayMarks(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /[?\uFFFD]/.test(line))
    .map((line) => line.trim());
}

/** A project name with letters Helvetica holds only in their composed or spelled forms. */
const PROJECT = 'Łódź Terrace — Nº 5 “Ōtautahi” ﬁt-out';

describe('the PDF layout draws only what its font holds', () => {
  it('parts lines at line breaks and spells characters the font lacks, never as ?', async () => {
    const l = await PdfLayout.create();
    expect(l.wrap('Snapshot #3\n29 Nov 2026', 400)).toEqual(['Snapshot #3', '29 Nov 2026']);
    expect(l.safe('a\nb')).toBe('a b');
    expect(l.safe('CO₂e −3 ≤ 5 m² m³ – — ‘’ “” · × …')).toBe('CO2e -3 <= 5 m² m³ – — ‘’ “” · × …');
    expect(l.safe('Łódź Ōtautahi ﬁt ő')).toBe('Lódz Otautahi fit o');
    // Only a script Helvetica has no letter of at all is left as a mark.
    expect(l.safe('张')).toBe('?');
  });
});

describeEachDatabase('exports a client reads', (kind) => {
  let app: TestApp;
  let person: SignedInUser;
  const numbers: Record<'wall' | 'footing' | 'dwelling', number> = { wall: 0, footing: 0, dwelling: 0 };

  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', headers: person.headers, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { snapshot: number };
  };
  const get = async (path: string, who: SignedInUser | null = person) => {
    const res = await app.request(path, { headers: who ? { cookie: who.cookie } : {} });
    expect(res.status, path).toBe(200);
    return res;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    person = await signUpVerified(app);
    // Through the calculators' own API, as the pages save them; 12 m × 2.7 m gives an area of
    // 32.400000000000006 m² in floating point.
    numbers.wall = (
      await post('/api/project/calculate-wall', {
        project: PROJECT,
        // Issue 47's wall: option B (double brick) is far worse than A, so Progress to Target is −1,842.80 %.
        targetReduction: 10,
        locations: [
          {
            description: 'North',
            length: 12,
            height: 2.7,
            materialA: 'LightWeightTimberClad',
            materialB: 'DoubleBrickVirginLocal',
          },
        ],
      })
    ).snapshot;
    numbers.footing = (
      await post('/api/project/calculate-footing', {
        project: PROJECT,
        area: 187.3,
        depth: 700,
        complexity: 5,
        businessAsUsual: 'BlindedRaftStumps',
        alternateFootingSystem: 'Waffle',
        lowCarbonConcrete: 'FlyAshSubstitution30',
      })
    ).snapshot;
    numbers.dwelling = (await post('/api/project/optimize', { project: PROJECT, ...PLACEHOLDER_DWELLING })).snapshot;
  });
  afterAll(async () => app.close());

  it('every PDF kind, read by pdftotext, holds no ? and no replacement character', async () => {
    const pdfs: Array<[string, string, SignedInUser | null]> = [];
    for (const [k, n] of Object.entries(numbers)) pdfs.push([k, `/api/snapshots/${n}/export.pdf`, person]);
    pdfs.push(['report', `/api/snapshots/project-report.pdf?project=${encodeURIComponent(PROJECT)}`, person]);
    const link = (await (
      await app.request(`/api/snapshots/${numbers.footing}/share`, { method: 'POST', headers: person.headers })
    ).json()) as ShareLink;
    pdfs.push(['shared', `/api/shared/${link.token}/export.pdf`, null]);

    for (const [name, path, who] of pdfs) {
      const pages = pdftotext(new Uint8Array(await (await get(path, who)).arrayBuffer()), name);
      const text = pages.join('\n');
      expect(strayMarks(text), name).toEqual([]);
      // The project's name comes through in the letters the font holds.
      expect(text, name).toContain('Lódz Terrace — Nº 5 “Otautahi” fit-out');
      expect(text, name).toContain('m²');
      // Units and titles as people write them (issue 47, point 16): m² and m³, "Snapshot #7", CO2e with a letter O.
      expect(
        text.split('\n').filter((l) => /(?<![\w])m[23]\b/.test(l)),
        name,
      ).toEqual([]);
      expect(text, name).not.toMatch(/Snapshot#|C02e|Comparison\(|Carbon\(|Alternative/);
    }
  });

  it("the project report's contents put each snapshot's number and date on lines of their own", async () => {
    const res = await get(`/api/snapshots/project-report.pdf?project=${encodeURIComponent(PROJECT)}`);
    const [first] = pdftotext(new Uint8Array(await res.arrayBuffer()), 'report-lines');
    for (const n of Object.values(numbers)) {
      const line = first!.split('\n').find((l) => l.includes(`Snapshot #${n}`));
      expect(line, `Snapshot #${n}`).toBeDefined();
      // The number's cell holds the number alone; the date is on the next line.
      expect(line!).toMatch(new RegExp(`Snapshot #${n}(\\s{2,}|$)`));
    }
    expect(first).toMatch(/\b\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d\s?[ap]m\b/);
  });

  it("PDFs state a wall's Progress to Target in words, never a bare −1,842.80 %", async () => {
    const res = await get(`/api/snapshots/${numbers.wall}/export.pdf`);
    const flat = pdftotext(new Uint8Array(await res.arrayBuffer()), 'progress')
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(flat).toContain('Further from target: option B adds carbon, -1,842.80 % of the reduction needed');
    expect(flat).not.toMatch(/Progress to Target -?[\d,.]+ %/);
    const report = await get(`/api/snapshots/project-report.pdf?project=${encodeURIComponent(PROJECT)}`);
    const first = pdftotext(new Uint8Array(await report.arrayBuffer()), 'progress-report')[0]!.replace(/\s+/g, ' ');
    expect(first).toContain('Further from target');
  });

  it('every snapshot PDF and the shared PDF state the purpose and limits, the scope table and data quality (issue 49)', async () => {
    const link = (await (
      await app.request(`/api/snapshots/${numbers.dwelling}/share`, { method: 'POST', headers: person.headers })
    ).json()) as ShareLink;
    const pdfs: Array<[string, string, SignedInUser | null]> = [
      ...Object.entries(numbers).map(([k, n]): [string, string, SignedInUser] => [
        k,
        `/api/snapshots/${n}/export.pdf`,
        person,
      ]),
      ['shared', `/api/shared/${link.token}/export.pdf`, null],
      ['report', `/api/snapshots/project-report.pdf?project=${encodeURIComponent(PROJECT)}`, person],
    ];
    for (const [name, path, who] of pdfs) {
      const flat = pdftotext(new Uint8Array(await (await get(path, who)).arrayBuffer()), `notes-${name}`)
        .join(' ')
        .replace(/\s+/g, ' ');
      expect(flat, name).toContain('Purpose and limits');
      expect(flat, name).toContain('design-option comparison');
      expect(flat, name).toContain('not a NSW BASIX Materials Index result, not a NABERS Embodied Carbon rating');
      expect(flat, name).toContain('qualified person');
      // The scope table: its columns and its rows.
      expect(flat, name).toMatch(/Aspect Included Not included/);
      for (const row of ['Elements', 'Life-cycle modules', 'Biogenic carbon', 'Quantities'])
        expect(flat, name).toContain(row);
      // New results count A4 and A5 and say so (issue 51).
      expect(flat, name).toContain(
        'life-cycle modules A1–A5: product stage A1–A3, transport to site A4, construction A5',
      );
      // Data quality in words, never the internal edition label.
      expect(flat, name).toContain('Data quality');
      expect(flat, name).toContain(
        'NABERS National Material Emission Factors Database (NMEFD) v2025.1, published 28 April 2025',
      );
      expect(flat, name).not.toMatch(/brief|worked example/i);
    }
    const dwelling = pdftotext(
      new Uint8Array(await (await get(`/api/snapshots/${numbers.dwelling}/export.pdf`)).arrayBuffer()),
      'notes-dwelling-cost',
    )
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(dwelling).toContain('cold shell');
    expect(dwelling).toContain('gross floor area entered');
    expect(dwelling).toMatch(/\$[\d,]+ \(estimate\)/);
    expect(dwelling).toContain('Costs: Indicative supply-and-install trade rates');
    expect(dwelling).toContain('priced 2023–25 and escalated to the March quarter 2026');
  });

  it('the report (GET /api/snapshots/{number} and the shared page) carries limits, scope and data quality', async () => {
    const link = (await (
      await app.request(`/api/snapshots/${numbers.footing}/share`, { method: 'POST', headers: person.headers })
    ).json()) as ShareLink;
    for (const [name, path, who] of [
      ['own', `/api/snapshots/${numbers.footing}`, person],
      ['shared', `/api/shared/${link.token}`, null],
    ] as const) {
      const { report } = (await (await get(path, who)).json()) as SnapshotDetail;
      expect(report.notes.limits.paragraphs.join(' '), name).toContain('not a NABERS Embodied Carbon rating');
      const rows = report.notes.scope.rows;
      expect(
        rows.map((r) => r.aspect),
        name,
      ).toEqual(['Elements', 'Life-cycle modules', 'Biogenic carbon', 'Per m²', 'Quantities']);
      expect(rows[0]!.included, name).toContain('timber floor');
      expect(rows[1]!.excluded, name).toContain('C end of life');
      expect(report.notes.dataQuality.paragraphs.join(' '), name).toContain('ICM Database 2019');
      expect(JSON.stringify(report.notes), name).not.toMatch(/brief/i);
      expect(report.notes.costBasis, name).toBeNull();
      // The percentage change, with Green Star for scale and ASBEC as context (issue 49, point 9).
      expect(report.notes.change?.sentence, name).toMatch(
        /^The alternate emits \d+\.\d % (less|more) than business as usual at A1–A5\.$/,
      );
      expect(report.notes.change?.scale, name).toContain('not a Green Star result');
      expect(report.notes.change?.context, name).toContain('at least 60 % less embodied carbon');
    }
    const { report } = (await (await get(`/api/snapshots/${numbers.dwelling}`)).json()) as SnapshotDetail;
    expect(report.notes.costBasis).toContain('AUD excluding GST');
    expect(report.notes.change).toBeNull();
    const footing = (await (await get(`/api/snapshots/${numbers.footing}`)).json()) as SnapshotDetail;
    const pdf = pdftotext(
      new Uint8Array(await (await get(`/api/snapshots/${numbers.footing}/export.pdf`)).arrayBuffer()),
      'notes-footing-change',
    )
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(pdf).toContain(footing.report.notes.change!.sentence);
  });

  /** The cells of a CSV body (RFC 4180: quoted cells may hold commas and doubled quotes). */
  const csvRows = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) =>
        [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
          m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'),
        ),
      );

  /** The numbers of a CSV body, beside their field keys. */
  const csvNumbers = (body: string) =>
    body
      .split('\r\n')
      .flatMap((line) => line.split(','))
      .filter((cell) => /^-?\d+\.\d+$/.test(cell));

  it('CSV: results rounded as the pages show them (no float noise); JSON keeps every digit', async () => {
    for (const [k, n] of Object.entries(numbers)) {
      const csv = await (await get(`/api/snapshots/${n}/export.csv`)).text();
      const decimals = csvNumbers(csv).map((cell) => cell.split('.')[1]!.length);
      expect(Math.max(...decimals), k).toBeLessThanOrEqual(4);
      expect(csv, k).not.toMatch(/\d\.\d*(0000|9999)\d/);
    }
    // What people read in a CSV (field words, units, headers) writes m² and m³; machine keys keep theirs.
    for (const n of Object.values(numbers)) {
      const rows = csvRows(await (await get(`/api/snapshots/${n}/export.csv`)).text());
      // Field words, value (when it is not a key's value) and unit.
      const read = rows.flatMap((r) => [r[1]!, r[5] ? '' : r[2]!, r[3]!]).join('\n');
      expect(
        read.split('\n').filter((l) => /(?<![\w])m[23]\b/.test(l)),
        String(n),
      ).toEqual([]);
      expect(read).not.toMatch(/Snapshot#|C02e/);
    }
    const header = (await (await get('/api/snapshots/export.csv')).text()).split('\r\n')[0]!;
    expect(header).toContain('CO2e/m², cold shell, A1–A3 product stage (kgCO2e/m²)');
    expect(header).not.toMatch(/m[23]\b/);
    const wall = await (await get(`/api/snapshots/${numbers.wall}/export.csv`)).text();
    // 12 × 2.7: the location's area as the wall page shows it.
    expect(wall).toMatch(/Result,Wall location 1 › Area,32\.4,m²,locations\.0\.area,/);
    // A figure shown with two decimals on the wall page has at most two here.
    const figure = wall.split('\r\n').find((l) => l.includes(',actualReduction,'))!;
    // Its label has a comma, so it is quoted: "Total Carbon Reduction, A1–A3 product stage".
    expect(figure.split(',')[3]).toMatch(/^-?\d+(\.\d{1,2})?$/);
    // The footing's breakdown: quantities and factors to four decimals below 1, two above.
    const footing = await (await get(`/api/snapshots/${numbers.footing}/export.csv`)).text();
    for (const line of footing.split('\r\n').filter((l) => /\.quantity,|\.factor,/.test(l))) {
      const value = line.split(',')[2]!;
      const places = value.includes('.') ? value.split('.')[1]!.length : 0;
      expect(places, line).toBeLessThanOrEqual(Math.abs(Number(value)) < 1 ? 4 : 2);
    }
    // The all-snapshots CSV rounds each kind's headline figures as its page does.
    const all = await (await get('/api/snapshots/export.csv')).text();
    for (const line of all.split('\r\n').slice(1, -1)) {
      const cells = line.split(',');
      const places = cells
        .slice(7)
        .filter((c) => c.includes('.'))
        .map((c) => c.split('.')[1]!.length);
      expect(Math.max(0, ...places), line).toBeLessThanOrEqual(cells[1] === 'wall' ? 2 : 0);
    }
    // The JSON answer still carries the unrounded area.
    const snapshotJson = (await (await get(`/api/snapshots/${numbers.wall}`)).json()) as {
      outputs: { locations: Array<{ area: number }> };
    };
    expect(snapshotJson.outputs.locations[0]!.area).toBe(12 * 2.7);
  });
});
