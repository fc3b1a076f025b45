import { formatAmount, type CampaignProgress as Progress } from '@campito/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { DogImage } from '../dog-image';

// A campaign's progress (issue 36): a <meter> named by «Juntamos el 45 % de la meta» with the amounts and the
// donors in words under it, and the cards /colaborar and the home page list the open campaigns with.

interface ProgressData extends Progress {
  goal: number;
  donors: number;
  timeLeft: string;
  open: boolean;
}

const people = (n: number) => (n === 1 ? '1 persona ayudó' : `${n} personas ayudaron`);

export function CampaignProgress({ campaign }: { campaign: ProgressData }) {
  const id = useId();
  const { raised, goal, percent, reached, donors } = campaign;
  return (
    <div className="care-meter campaign-progress">
      <p className="care-meter-text" id={`${id}-text`}>
        <strong>{reached ? '¡Llegamos a la meta!' : `Juntamos el ${percent} % de la meta`}</strong>
      </p>
      <meter
        className="care-meter-bar"
        min={0}
        max={goal}
        value={Math.min(raised, goal)}
        low={goal * 0.5}
        high={goal * 0.99}
        optimum={goal}
        aria-labelledby={`${id}-text`}
        aria-describedby={`${id}-detail`}
      >
        {`${percent} %`}
      </meter>
      <p className="care-meter-detail" id={`${id}-detail`}>
        {`${formatAmount(raised, 'ARS')} de ${formatAmount(goal, 'ARS')}. ${donors > 0 ? people(donors) : 'Todavía nadie aportó: podés ser la primera persona'}. ${campaign.timeLeft}.`}
      </p>
    </div>
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
