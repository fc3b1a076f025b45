// The dog's file an adopter downloads from «Mis adopciones» (issue 37, item 4): the dog's public data and
// photo, the days of the adoption, and the health data the shelter shared with the family — castration and
// vaccines as the contract says them, and the commitments with their dates and when they were done.
import {
  CASTRATION_LABELS,
  type Castration,
  DOG_GENDER_LABELS,
  DOG_MOBILITY_LABELS,
  DOG_SIZE_LABELS,
  type DogAge,
  type DogGender,
  type DogMobility,
  type DogSize,
  dogAgeLabel,
  longDay,
  paragraphs,
  referenceLabel,
} from '@campito/core';
import { openPdf } from '../../media/pdf-document';

const PHOTO_WIDTH = 220;

export interface DogFileContent {
  dogName: string;
  /** The dog's record; null when the request names a dog no longer in the records. */
  dog: {
    gender: DogGender;
    age: DogAge;
    size: DogSize;
    race: string;
    mobility: DogMobility;
    features: string;
    careNeeds: string;
    references: string[];
  } | null;
  /** Its first photo as a JPEG, or null. */
  photo: Buffer | null;
  approvedAt: Date;
  deliveredOn: string | null;
  contract: { castrated: string; vaccines: string } | null;
  commitments: { description: string; dueOn: string; doneAt: Date | null }[];
  madeAt: Date;
}

export async function renderDogFilePdf(content: DogFileContent): Promise<Buffer> {
  const title = `Ficha de ${content.dogName}`;
  const { doc, finish, width } = await openPdf({ Title: title, Author: 'El Campito' });
  doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown(0.5);
  if (content.photo) {
    doc.image(content.photo, { fit: [PHOTO_WIDTH, PHOTO_WIDTH] });
    doc.moveDown(0.5);
  }

  const heading = (text: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${label}: `, { continued: true, width })
      .font('Helvetica')
      .text(value);

  const { dog } = content;
  heading('Quién es');
  if (dog) {
    line('Sexo', DOG_GENDER_LABELS[dog.gender]);
    line('Edad', dogAgeLabel(dog.age, dog.gender));
    line('Tamaño', DOG_SIZE_LABELS[dog.size]);
    if (dog.race.trim()) line('Raza', dog.race.trim());
    line('Movilidad', DOG_MOBILITY_LABELS[dog.mobility]);
    if (dog.references.length)
      line('Cómo es', dog.references.map((r) => referenceLabel(r, dog.gender)).join(', '));
    for (const paragraph of paragraphs(dog.features))
      doc.font('Helvetica').text(paragraph, { width }).moveDown(0.3);
    if (dog.careNeeds.trim()) line('Cuidados', dog.careNeeds.trim());
  } else {
    doc.font('Helvetica').fontSize(11).text('Sus datos ya no están en nuestros registros.', { width });
  }

  heading('Su adopción');
  line('Aprobada el', longDay(content.approvedAt));
  line('Se fue a su casa el', content.deliveredOn ? longDay(content.deliveredOn) : 'todavía sin fecha');

  heading('Salud');
  if (content.contract) {
    line(
      'Castración',
      CASTRATION_LABELS[content.contract.castrated as Castration] ?? content.contract.castrated,
    );
    line('Vacunas', content.contract.vaccines);
  } else {
    doc.font('Helvetica').fontSize(11).text('El refugio todavía no cargó sus datos de salud.', { width });
  }
  if (content.commitments.length) {
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text('Compromisos');
    for (const c of content.commitments)
      doc
        .font('Helvetica')
        .text(
          `• ${c.description}: ${c.doneAt ? `hecho el ${longDay(c.doneAt)}` : `a más tardar el ${longDay(c.dueOn)}`}.`,
          { width },
        );
  }

  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor('#555555')
    .text(`Ficha hecha por El Campito el ${longDay(content.madeAt)}.`, { width });
  return finish();
}
