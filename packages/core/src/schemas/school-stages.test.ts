// Issue 35: the school talk as a third kind of application — its stages, what is open, and the day and time
// a talk «agendada» needs (read in Buenos Aires time), with the adoptions' and volunteers' rules unchanged.
import { describe, expect, it } from 'vitest';
import { longDayTime, shelterDateTime } from '../dates';
import { parseWith } from '../forms';
import {
  isOpenStage,
  STAGE_LABELS,
  STAGE_MSG,
  STAGES,
  stageChangeSchema,
  stageForPending,
  templateKeyFor,
} from './application-stages';

describe('school talk stages', () => {
  it('go nueva → en contacto → agendada → realizada | no se pudo, open until the talk was given', () => {
    expect(STAGES.school).toEqual(['nueva', 'en_contacto', 'agendada', 'realizada', 'no_se_pudo']);
    expect(STAGES.school.map((s) => STAGE_LABELS[s])).toEqual([
      'Nueva',
      'En contacto',
      'Agendada',
      'Realizada',
      'No se pudo',
    ]);
    expect(STAGES.school.filter((s) => isOpenStage(s, 'school'))).toEqual([
      'nueva',
      'en_contacto',
      'agendada',
    ]);
    expect(stageForPending('school', false)).toBe('realizada');
    expect(templateKeyFor('school', 'agendada')).toBe('school.agendada');
    expect(templateKeyFor('school', 'nueva')).toBeUndefined();
  });

  it('leave the adoptions’ and volunteers’ open stages as they were', () => {
    for (const kind of ['adoption', 'volunteer'] as const) {
      expect(STAGES[kind].filter((s) => isOpenStage(s, kind))).toEqual([
        'nueva',
        'en_contacto',
        'entrevista',
      ]);
      expect(STAGES[kind].filter((s) => isOpenStage(s))).toEqual(['nueva', 'en_contacto', 'entrevista']);
    }
    expect([stageForPending('adoption', false), stageForPending('volunteer', false)]).toEqual([
      'aprobada',
      'incorporada',
    ]);
  });
});

describe('the day and time of a talk «agendada»', () => {
  it('is read in Buenos Aires time, to the minute or the second; anything else is no moment', () => {
    expect(shelterDateTime('2026-12-03T10:00')?.toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(shelterDateTime('2026-12-03T23:30:15')?.toISOString()).toBe('2026-12-04T02:30:15.000Z');
    for (const bad of [
      '',
      '2026-12-03',
      '2026-02-30T10:00',
      '2026-12-03T25:00',
      '2026-12-03T10:00Z',
      'mañana',
    ])
      expect(shelterDateTime(bad), bad).toBeNull();
    expect(longDayTime(new Date('2026-12-03T13:00:00Z'))).toBe('jueves 3 de diciembre de 2026 a las 10:00');
  });

  it('is required to schedule a school’s talk, and refused anywhere else', () => {
    const school = stageChangeSchema('school');
    const ok = parseWith(school, { stage: 'agendada', talkAt: '2026-12-03T10:00' });
    expect(ok.ok && ok.data.talkAt?.toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(parseWith(school, { stage: 'agendada' })).toMatchObject({
      ok: false,
      errors: { talkAt: STAGE_MSG.talkAt },
    });
    expect(parseWith(school, { stage: 'agendada', talkAt: 'el jueves' })).toMatchObject({
      ok: false,
      errors: { talkAt: STAGE_MSG.talkAt },
    });
    expect(parseWith(school, { stage: 'realizada', talkAt: '2026-12-03T10:00' })).toMatchObject({
      ok: false,
      errors: { talkAt: STAGE_MSG.talkAtOnlyScheduling },
    });
    expect(parseWith(stageChangeSchema('adoption'), { stage: 'agendada' })).toMatchObject({
      ok: false,
      errors: { stage: STAGE_MSG.stage },
    });
    expect(
      parseWith(stageChangeSchema('volunteer'), { stage: 'entrevista', talkAt: '2026-12-03T10:00' }),
    ).toMatchObject({
      ok: false,
      errors: { talkAt: STAGE_MSG.talkAtOnlyScheduling },
    });
  });
});
