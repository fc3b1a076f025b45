import type { dogReports, dogs } from '@campito/db';
import { fakePerson } from './people';
import { Rng } from './random';

type DogRow = typeof dogs.$inferInsert;
type ReportRow = typeof dogReports.$inferInsert;

/**
 * The demo dogs that wait for review came through the public form: each has its finder's contact and
 * words (kept as the report's private note), and no public story until staff write one (issue 16).
 */
export function planDogReports(rows: readonly DogRow[]): { dogs: DogRow[]; reports: ReportRow[] } {
  const rng = new Rng('dog-reports');
  const reports: ReportRow[] = [];
  const withReports = rows.map((row) => {
    if (!row.isPending) return row;
    const person = fakePerson(rng, 'rescatista', reports.length + 1);
    reports.push({
      dogId: row.id!,
      finderName: person.name,
      finderPhone: person.phone,
      finderEmail: person.email,
      finderNote: row.features ?? '',
      createdAt: row.createdAt,
    });
    return { ...row, features: '' };
  });
  return { dogs: withReports, reports };
}
