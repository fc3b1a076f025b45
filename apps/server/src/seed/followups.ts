// The demo's follow-ups (issue 37): each adoption the demo's history approved went home three days later,
// and the follow-ups whose day has come were sent and answered. The latest three families allowed the
// publication and their 7-day answers are stories (with the dog's own photo); one answer asks for help and
// one tells a problem, so the dashboard's card has something to show. Later follow-ups are scheduled.
import { randomUUID } from 'node:crypto';
import { DEFAULT_FOLLOWUP_DAYS, type ImageRef, isoDay } from '@campito/core';
import type { adoptionFollowups } from '@campito/db';
import type { AdoptionRow } from './adoptions';

type FollowupRow = typeof adoptionFollowups.$inferInsert;

const DAY_MS = 86_400_000;
const DELIVERY_AFTER_DAYS = 3;
const STORIES = 3;

const ANSWERS = [
  'Llegó un poco asustado, pero a los dos días ya nos seguía por toda la casa. Duerme al lado de la cama y a la mañana nos despierta moviendo la cola.',
  'Está feliz: sale a caminar dos veces por día y ya conoce a todos los perros de la cuadra. Los chicos no se despegan de él.',
  'Se adaptó muy rápido. Le encanta el patio, come todo y a la noche duerme en su cucha nueva. ¡Gracias por confiar en nosotros!',
  'Todo muy bien. Aprendió a sentarse para pedir la comida y se hizo amigo del gato, que al principio no lo quería ni ver.',
];

/** Noon in Buenos Aires of a calendar day, plus `days`. */
const dayAt = (day: string, days = 0) => new Date(Date.parse(`${day}T12:00:00-03:00`) + days * DAY_MS);

export function planFollowups(
  now: Date,
  requests: AdoptionRow[],
  dogs: readonly { id: string; name: string; images: ImageRef[] }[],
): { requests: AdoptionRow[]; followups: FollowupRow[] } {
  const today = isoDay(now);
  const out = requests.map((r) => ({ ...r }));
  const adopted = out
    .filter((r) => r.stage === 'aprobada' && r.approvedAt && r.dogId)
    .sort((a, b) => b.approvedAt!.getTime() - a.approvedAt!.getTime());
  const followups: FollowupRow[] = [];
  adopted.forEach((request, rank) => {
    const deliveredOn = isoDay(request.approvedAt!.getTime() + DELIVERY_AFTER_DAYS * DAY_MS);
    if (deliveredOn > today) return;
    request.id ??= randomUUID();
    request.deliveredOn = deliveredOn;
    const dog = dogs.find((d) => d.id === request.dogId);
    for (const [i, afterDays] of DEFAULT_FOLLOWUP_DAYS.entries()) {
      const dueOn = isoDay(dayAt(deliveredOn, afterDays));
      const row: FollowupRow = {
        requestId: request.id,
        dogId: request.dogId,
        adopterName: request.name!,
        dogName: request.nameDog!,
        afterDays,
        dueOn,
      };
      if (dueOn <= today) {
        const answeredAt = dayAt(dueOn, 1);
        const story = afterDays === DEFAULT_FOLLOWUP_DAYS[0] && rank < STORIES;
        // One family asks for help and one tells a problem, once each, on their latest answer.
        const attention = rank === 0 && i === 0 ? 'ayuda' : rank === 1 && i === 0 ? 'problema' : null;
        Object.assign(row, {
          sentAt: dayAt(dueOn),
          answeredAt: answeredAt < now ? answeredAt : now,
          answers: {
            howIsDog: ANSWERS[(rank + i) % ANSWERS.length]!,
            eating: 'bien',
            sleeping: attention === 'problema' ? 'mal' : 'bien',
            gettingAlong: 'bien',
            ...(attention === 'problema'
              ? { problem: 'De noche llora bastante cuando lo dejamos solo.' }
              : {}),
          },
          wantsHelp: attention === 'ayuda',
          mayPublish: rank < STORIES,
          attention,
          photos: story && dog?.images[0] ? [dog.images[0]] : [],
          ...(story
            ? {
                storyText: ANSWERS[rank % ANSWERS.length]!,
                storyPublishedAt: answeredAt < now ? answeredAt : now,
              }
            : {}),
        });
      }
      followups.push(row);
    }
  });
  return { requests: out, followups };
}
