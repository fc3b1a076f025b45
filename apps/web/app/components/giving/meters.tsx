import { careCoverageText, formatAmount, type CampaignProgress as Progress } from '@campito/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CareMeterData } from '../../lib/dog-giving';
import { DogImage } from '../dog-image';

// The giving meters: how much of a dog's monthly care its sponsors cover (issue 18), and how far a campaign
// is from its goal (issue 36), with the cards /colaborar and the home page list the open campaigns with.

/** A <meter> named by its sentence (so a screen reader says both), with the amounts in words under it. */
function ProgressMeter(props: {
  headline: string;
  value: number;
  max: number;
  percent: number;
  detail: string;
}) {
  const id = useId();
  const { max } = props;
  return (
    <div className="care-meter">
      <p className="care-meter-text" id={`${id}-text`}>
        <strong>{props.headline}</strong>
      </p>
      <meter
        className="care-meter-bar"
        min={0}
        max={max}
        value={Math.min(props.value, max)}
        low={max * 0.5}
        high={max * 0.99}
        optimum={max}
        aria-labelledby={`${id}-text`}
        aria-describedby={`${id}-detail`}
      >
        {`${props.percent} %`}
      </meter>
      <p className="care-meter-detail" id={`${id}-detail`}>
        {props.detail}
      </p>
    </div>
  );
}

/** "Cubrimos el 40 % de los cuidados de Merlina este mes": only monthly sponsorships in pesos count. */
export function CareMeter({ dogName, meter }: { dogName: string; meter: CareMeterData }) {
  const sponsors = meter.sponsors === 1 ? '1 padrino o madrina' : `${meter.sponsors} padrinos y madrinas`;
  return (
    <ProgressMeter
      headline={careCoverageText(dogName, meter.percent)}
      value={meter.covered}
      max={meter.cost}
      percent={meter.percent}
      detail={
        meter.sponsors > 0
          ? `${formatAmount(meter.covered, 'ARS')} de ${formatAmount(meter.cost, 'ARS')} por mes, gracias a ${sponsors} con aporte mensual.`
          : `Sus cuidados cuestan ${formatAmount(meter.cost, 'ARS')} por mes. Todavía no tiene padrinos ni madrinas con aporte mensual.`
      }
    />
  );
}

interface ProgressData extends Progress {
  goal: number;
  donors: number;
  timeLeft: string;
}

const people = (n: number) =>
  n === 0
    ? 'Todavía nadie aportó: podés ser la primera persona'
    : n === 1
      ? '1 persona ayudó'
      : `${n} personas ayudaron`;

/** «Juntamos el 45 % de la meta»: paid gifts, dollars at the campaign's rate. */
export function CampaignProgress({ campaign }: { campaign: ProgressData }) {
  const { raised, goal, percent } = campaign;
  return (
    <ProgressMeter
      headline={campaign.reached ? '¡Llegamos a la meta!' : `Juntamos el ${percent} % de la meta`}
      value={raised}
      max={goal}
      percent={percent}
      detail={`${formatAmount(raised, 'ARS')} de ${formatAmount(goal, 'ARS')}. ${people(campaign.donors)}. ${campaign.timeLeft}.`}
    />
  );
}

export interface CampaignCardData extends ProgressData {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image: Parameters<typeof DogImage>[0]['image'] | null;
}

/** The open campaigns, each with its photo, progress and a link to its page. */
export function CampaignCards({
  campaigns,
  headingLevel = 2,
}: {
  campaigns: CampaignCardData[];
  headingLevel?: 2 | 3;
}) {
  if (campaigns.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Title = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="campaign-cards" aria-labelledby="campanas">
      <Heading id="campanas">{campaigns.length === 1 ? 'Campaña en marcha' : 'Campañas en marcha'}</Heading>
      <ul className="campaign-list">
        {campaigns.map((c) => (
          <li key={c.id} className="campaign-card">
            {c.image ? (
              <DogImage
                className="campaign-card-image"
                image={c.image}
                dogName={c.title}
                alt=""
                sizes="(min-width: 48em) 20rem, 90vw"
              />
            ) : null}
            <Title>
              <Link to={`/campanas/${c.slug}`}>{c.title}</Link>
            </Title>
            <p>{c.summary}</p>
            <CampaignProgress campaign={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}
