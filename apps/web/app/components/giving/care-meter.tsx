import { careCoverageText, formatAmount } from '@campito/core';
import { useId } from 'react';
import type { CareMeterData } from '../../lib/dog-giving';

/**
 * "Cubrimos el 40 % de los cuidados de Merlina este mes": a <meter> named by that sentence (so a screen
 * reader says both), with the amounts in words under it. Only monthly sponsorships in pesos count.
 */
export function CareMeter({ dogName, meter }: { dogName: string; meter: CareMeterData }) {
  const id = useId();
  const sponsors = meter.sponsors === 1 ? '1 padrino o madrina' : `${meter.sponsors} padrinos y madrinas`;
  return (
    <div className="care-meter">
      <p className="care-meter-text" id={`${id}-text`}>
        <strong>{careCoverageText(dogName, meter.percent)}</strong>
      </p>
      <meter
        className="care-meter-bar"
        min={0}
        max={meter.cost}
        value={Math.min(meter.covered, meter.cost)}
        low={meter.cost * 0.5}
        high={meter.cost * 0.99}
        optimum={meter.cost}
        aria-labelledby={`${id}-text`}
        aria-describedby={`${id}-detail`}
      >
        {`${meter.percent} %`}
      </meter>
      <p className="care-meter-detail" id={`${id}-detail`}>
        {meter.sponsors > 0
          ? `${formatAmount(meter.covered, 'ARS')} de ${formatAmount(meter.cost, 'ARS')} por mes, gracias a ${sponsors} con aporte mensual.`
          : `Sus cuidados cuestan ${formatAmount(meter.cost, 'ARS')} por mes. Todavía no tiene padrinos ni madrinas con aporte mensual.`}
      </p>
    </div>
  );
}
