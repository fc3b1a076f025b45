// /campanas/{slug} — a campaign (issue 36): its story, photo, progress (paid gifts tagged to it: pesos, and
// PayPal dollars at the rate the page shows), how many helped and who asked to be named, the days left, its
// news, share links, and the forms to give (components/giving/campaign-giving.tsx). Once it ends — its last
// day gone, or staff closed it — the page says what was achieved and takes no more gifts.
import {
  CAMPAIGN_MSG,
  formatAmount,
  formDataToObject,
  imageUrl,
  isAppError,
  mercadoPagoCampaignGiftSchema,
  PAYMENT_NOTICES,
  parseWith,
  payPalCampaignGiftSchema,
  shortDay,
} from '@campito/core';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { DogImage } from '../components/dog-image';
import { type CampaignGiftResult, CampaignGiving } from '../components/giving/campaign-giving';
import { CampaignProgress } from '../components/giving/meters';
import { RichText } from '../components/rich-text';
import { ShareButtons } from '../components/share';
import { pageMeta } from '../lib/meta';
import { SITE_NAME } from '../lib/site';
import type { Route } from './+types/campana';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const campaign = await context.services.campaigns.page(params.slug);
  // Unknown: the site's Spanish 404 page, with status 404.
  if (!campaign) throw data(null, { status: 404 });
  const publicUrl = context.config.publicUrl.replace(/\/$/, '');
  const pago = new URL(request.url).searchParams.get('pago') ?? '';
  return {
    campaign,
    url: `${publicUrl}/campanas/${campaign.slug}`,
    // The photo's largest rendition: what social networks show when the page is shared.
    shareImage: campaign.image ? `${publicUrl}${imageUrl(campaign.image)}` : null,
    providers: context.services.payments.availability(),
    notice: Object.hasOwn(PAYMENT_NOTICES, pago)
      ? PAYMENT_NOTICES[pago as keyof typeof PAYMENT_NOTICES]
      : null,
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return [];
  const { campaign, url, shareImage } = loaded;
  return pageMeta(campaign.title, campaign.summary, {
    url,
    image: shareImage
      ? {
          url: shareImage,
          width: campaign.image?.width,
          height: campaign.image?.height,
          alt: campaign.image?.alt ?? campaign.title,
        }
      : undefined,
  });
};

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const provider = form.get('provider');
  if (provider !== 'mercadopago' && provider !== 'paypal')
    return data<CampaignGiftResult>({ provider: null, error: CAMPAIGN_MSG.field }, { status: 400 });
  const values = {
    monto: text(form.get('monto'), 40),
    otroMonto: text(form.get('otroMonto'), 40),
    novedades: form.get('novedades') === 'on',
    publico: form.get('publico') === 'on',
  };
  const schema = provider === 'mercadopago' ? mercadoPagoCampaignGiftSchema : payPalCampaignGiftSchema;
  const parsed = parseWith(schema, formDataToObject(form));
  if (!parsed.ok)
    return data<CampaignGiftResult>({ provider, errors: parsed.errors, values }, { status: 400 });
  const { amount, novedades, publico } = parsed.data;
  const gift = { campana: params.slug, novedades, publico };
  const payments = context.services.payments;
  try {
    if (provider === 'mercadopago')
      return redirect(
        (await payments.startMercadoPago({ unit_price: amount, ...gift }, { ip: context.ip })).initPoint,
      );
    return redirect((await payments.startPayPal({ monto: amount, ...gift }, { ip: context.ip })).approveUrl);
  } catch (err) {
    // What the payments service raised for people: a closed campaign, the limit, a provider that failed.
    if (!isAppError(err)) throw err;
    return data<CampaignGiftResult>({ provider, error: err.message, values }, { status: err.statusCode });
  }
}

export default function CampanaPage() {
  const { campaign, url, providers, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CampaignGiftResult | undefined;
  return (
    <div className="container page donate-page campaign-page">
      {notice ? (
        <p className="form-alert donate-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p className="campaign-kicker">
        <Link to="/colaborar">Colaborar</Link> · Campaña
      </p>
      <h1>{campaign.title}</h1>
      <p className="lead">{campaign.summary}</p>
      {campaign.image ? (
        <DogImage
          className="campaign-image"
          image={campaign.image}
          dogName={campaign.title}
          alt={campaign.image.alt ?? ''}
          sizes="(min-width: 48em) 44rem, 100vw"
          priority
        />
      ) : null}
      <CampaignProgress campaign={campaign} />
      <p className="campaign-goal-details">
        {`Meta: ${formatAmount(campaign.goal, 'ARS')}`}
        {campaign.goalUsd ? ` (o ${formatAmount(campaign.goalUsd, 'USD')} para quien dona desde afuera)` : ''}
        {`. Recibe aportes hasta el ${shortDay(campaign.endsOn)}.`}
      </p>
      {!campaign.open ? (
        <section className="campaign-closed" aria-labelledby="logrado">
          <h2 id="logrado">{campaign.reached ? '¡Lo logramos!' : 'La campaña terminó'}</h2>
          <p>
            {`Juntamos ${formatAmount(campaign.raised, 'ARS')} de ${formatAmount(campaign.goal, 'ARS')} (${campaign.percent} %) gracias a ${campaign.donors === 1 ? '1 persona' : `${campaign.donors} personas`}. Ya no recibe aportes: si querés ayudar, `}
            <Link to="/colaborar">podés colaborar con el refugio</Link>.
          </p>
          {campaign.outcome ? <RichText text={campaign.outcome} /> : null}
        </section>
      ) : null}
      <ShareButtons
        url={url}
        title={`${campaign.title} · ${SITE_NAME}`}
        text={`${campaign.title}: ${campaign.summary}`}
      />
      <section aria-labelledby="historia">
        <h2 id="historia">La historia</h2>
        <RichText text={campaign.story} />
        {campaign.dog ? (
          <p>
            <Link to={`/adoptar/perros/${campaign.dog.id}`}>{`Conocé a ${campaign.dog.name}`}</Link>
          </p>
        ) : null}
      </section>
      {campaign.open ? (
        <CampaignGiving
          slug={campaign.slug}
          usdRate={campaign.usdRate}
          providers={providers}
          result={result}
        />
      ) : null}
      {campaign.updates.length > 0 ? (
        <section className="dog-news" aria-labelledby="novedades">
          <h2 id="novedades">Novedades</h2>
          <ol className="dog-news-list">
            {campaign.updates.map((u) => (
              <li key={u.id} className="dog-news-item">
                <article>
                  <p className="dog-news-date">
                    <time dateTime={new Date(u.createdAt).toISOString()}>{shortDay(u.createdAt)}</time>
                  </p>
                  {u.image ? (
                    <DogImage
                      className="dog-news-photo"
                      image={u.image}
                      dogName={campaign.title}
                      alt={u.image.alt ?? ''}
                      sizes="(min-width: 48em) 24rem, 90vw"
                    />
                  ) : null}
                  <RichText text={u.text} />
                </article>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {campaign.thanked.length > 0 ? (
        <section aria-labelledby="gracias">
          <h2 id="gracias">Gracias a</h2>
          <ul className="campaign-thanked">
            {campaign.thanked.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p className="field-hint">Y a quienes ayudaron sin mostrar su nombre.</p>
        </section>
      ) : null}
    </div>
  );
}
