// Monthly giving and sponsorship (issue 18): the words, states and limits the pages, the admin and the
// API share, apart from the zod rules (schemas/giving.ts), so a page showing the monthly form does not
// download zod.

/** What a monthly plan goes through, as stored (subscriptions.status). */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * How a monthly plan is paid (subscriptions.provider): a provider's subscription API, or a bank transfer the
 * donor makes each month after our reminder (issue 36, a "pledge": staff confirm each transfer).
 */
export const SUBSCRIPTION_PROVIDERS = ['mercadopago', 'paypal', 'transferencia'] as const;
export type SubscriptionProvider = (typeof SUBSCRIPTION_PROVIDERS)[number];
/** The providers whose API debits the donor (a plan of theirs has a provider id to cancel or change). */
export type CardProvider = Exclude<SubscriptionProvider, 'transferencia'>;
/** The providers as people know them (mails, receipts). */
export const PROVIDER_NAMES: Record<SubscriptionProvider, string> = {
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  transferencia: 'Transferencia bancaria',
};

/** How the states read to people (the donor's pages and the admin). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  paused: 'Pausado',
  cancelled: 'Cancelado',
};

/** Quick monthly amounts: pesos with MercadoPago, dollars with PayPal. */
export const MONTHLY_QUICK_AMOUNTS = {
  mercadopago: [1000, 3000, 5000, 10000],
  paypal: [5, 10, 20, 50],
  transferencia: [3000, 5000, 10000, 20000],
} as const;

/** Staff's news about a dog ("Novedades"): at most this long, and this many on the dog's page. */
export const DOG_UPDATE_TEXT_MAX = 2000;
export const DOG_UPDATES_SHOWN = 3;

export const MONTHLY_MSG = {
  /** The donor's checkbox on a dog's page. */
  wantsUpdates: (dog: string) => `Quiero recibir novedades de ${dog} por mail`,
  amountChoice: 'Elegí un monto mensual o escribí otro.',
  updatesInvalid: 'La opción de novedades no es válida.',
  /** The donor's cancellation (POST /api/subscriptions/:id/cancel and the profile's form). */
  notFound: 'No encontramos ese aporte mensual entre los tuyos.',
  verifyEmail: 'Confirmá tu email para administrar tus aportes mensuales.',
  cancelled: 'Listo: cancelaste tu aporte mensual. No se te va a cobrar de nuevo.',
  alreadyCancelled: 'Este aporte mensual ya estaba cancelado.',
  cancelFailed:
    'No pudimos cancelar el aporte con el medio de pago. Probá de nuevo en unos minutos o cancelalo desde tu cuenta del medio de pago.',
  /** Staff's news. */
  updateText: 'Escribí la novedad.',
  updateTooLong: `La novedad puede tener hasta ${DOG_UPDATE_TEXT_MAX} caracteres.`,
  updateDog: 'Elegí el perro de la novedad.',
} as const;

/** Exactly where each provider lets the donor end a monthly plan on their own (confirmation page and mail). */
export const MONTHLY_CANCEL_WHERE: Record<SubscriptionProvider, string> = {
  mercadopago:
    'También podés cancelarlo desde tu cuenta de Mercado Pago: en la app o en mercadopago.com.ar, entrá a la sección «Suscripciones» de tu perfil, elegí «El Campito» y tocá «Cancelar suscripción».',
  paypal:
    'También podés cancelarlo desde tu cuenta de PayPal: en paypal.com/myaccount/autopay («Pagos automáticos»), elegí «El Campito» y tocá «Cancelar».',
  transferencia:
    'También podés pausarlo o terminarlo desde el enlace que viene en cada recordatorio: nada se debita solo.',
};

/** Monthly giving by bank transfer (issue 36): the pledge, its reminders and the donor's own changes. */
export const PLEDGE_MSG = {
  name: 'Ingresá tu nombre.',
  /** The page's answer once the pledge is stored (its first mail carries the account and the links). */
  pledged:
    '¡Gracias! Te mandamos un email con los datos de la cuenta. Cada mes te recordamos la transferencia, con un enlace para avisarnos cuando la hagas.',
  badLink: 'Ese enlace no es válido. Si necesitás ayuda con tu aporte mensual, escribinos.',
  paused: 'Listo: pausaste tu aporte mensual. No te vamos a mandar recordatorios hasta que lo retomes.',
  resumed: 'Listo: retomaste tu aporte mensual. Te vamos a recordar la transferencia cada mes.',
  ended: 'Listo: terminaste tu aporte mensual. Gracias por todo lo que aportaste.',
  amountChanged: (amount: string) =>
    `Listo: desde ahora tu aporte es de ${amount} por mes. Los próximos recordatorios ya dicen ese monto.`,
  alreadyEnded: 'Este aporte mensual ya estaba terminado.',
  /** A provider without keys, in its box: where else to give. */
  providerMissing:
    'Mientras tanto, podés aportar todos los meses por transferencia o hacer una transferencia única.',
} as const;

/** A card plan changed from its mailed link (issue 36, item 5): what the page and the mail say. */
export const PLAN_CHANGE_MSG = {
  paused: 'Listo: pausaste tu aporte mensual. No se te va a cobrar hasta que lo retomes.',
  resumed: 'Listo: retomaste tu aporte mensual. Se cobra de nuevo cada mes.',
  amountChanged: (amount: string) => `Listo: desde el próximo cobro tu aporte es de ${amount} por mes.`,
  sameAmount: 'Ese ya es el monto de tu aporte mensual.',
  amountNotHere:
    'Con PayPal el monto no se cambia desde acá: terminá este aporte y empezá uno nuevo con el monto que quieras.',
  approveAtPayPal: 'Te llevamos a PayPal para que apruebes el nuevo monto.',
  revisionPending: (amount: string) =>
    `Tu aporte es de ${amount} por mes. Si aprobaste otro monto en PayPal y todavía no aparece, en unos minutos lo vas a ver acá.`,
  notActive:
    'Este aporte mensual todavía no está activo: cuando el medio de pago lo confirme, vas a poder cambiarlo desde acá.',
  providerFailed:
    'No pudimos hacer el cambio con el medio de pago. No cambió nada: probá de nuevo en unos minutos.',
} as const;

/** A month of reminders: the same day of the month, at most the 28th so every month has it. */
export const PLEDGE_REMINDER_DAY_MAX = 28;
