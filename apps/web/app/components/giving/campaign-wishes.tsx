import { CAMPAIGN_MSG, type FieldErrors } from '@campito/core';

// The donor's two wishes for a gift to a campaign (issue 36), on its page and on «Avisanos tu transferencia».

/** The donor's two wishes for a campaign gift: its news by mail, their name on its page. Unticked by default. */
export function CampaignWishes(props: {
  id: (name: string) => string;
  errors: FieldErrors;
  values: Record<string, unknown> | undefined;
}) {
  const { id, errors, values } = props;
  const ticked = (v: unknown) => v === true || v === 'on';
  return (['novedades', 'publico'] as const).map((wish) => (
    <div key={wish} className="field donate-checkbox">
      <input
        id={id(wish)}
        type="checkbox"
        name={wish}
        defaultChecked={ticked(values?.[wish])}
        aria-describedby={errors[wish] ? `${id(wish)}-error` : undefined}
      />
      <label htmlFor={id(wish)}>
        {wish === 'novedades' ? CAMPAIGN_MSG.wantsUpdates : CAMPAIGN_MSG.thankPublicly}
      </label>
      {errors[wish] ? (
        <p className="field-error" id={`${id(wish)}-error`}>
          {errors[wish]}
        </p>
      ) : null}
    </div>
  ));
}
