import { useState } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../lib/account';
import { useSiteSettings } from '../lib/site-settings';

// Bank transfer on /colaborar and on the notice page (issue 18): the shelter's CBU/CVU, alias, holder and
// CUIT from the site settings ("Sitio"). Each value is selectable text (a tap selects it whole, without
// JavaScript); once the page hydrated, a button copies the alias and the CBU.

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const ready = hydrated && typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  if (hydrated && !ready) return null;
  // Until the page hydrates the button already holds its place, disabled (which donate.css hides) and with
  // no status region: on a phone it wraps below the long CBU, and appearing later it pushed everything
  // under it down.
  return (
    <>
      <button
        type="button"
        className="button button-secondary copy-button"
        disabled={!ready}
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {label}
      </button>
      <span className="copy-status" role={ready ? 'status' : undefined}>
        {copied ? '¡Copiado!' : ''}
      </span>
    </>
  );
}

/** The account, or nothing when staff have not written it yet. `notice`: the link to tell staff about it. */
export function BankTransfer({ dogName, notice = true }: { dogName?: string | null; notice?: boolean }) {
  const bank = useSiteSettings()?.bank;
  if (!bank || (!bank.cbu && !bank.alias)) return null;
  const noticeHref = dogName
    ? `/colaborar/transferencia?perro=${encodeURIComponent(dogName)}`
    : '/colaborar/transferencia';
  return (
    <section className="bank-transfer" aria-labelledby="transferencia">
      <h2 id="transferencia">Transferencia bancaria</h2>
      <p>
        Desde cualquier banco o billetera virtual, en pesos. Es la forma de ayudar que más usan quienes nos
        acompañan{dogName ? `, y también sirve para apadrinar a ${dogName}` : ''}.
      </p>
      <dl className="bank-data">
        {bank.alias ? (
          <div>
            <dt>Alias</dt>
            <dd>
              <code className="copy-value">{bank.alias}</code>
              <CopyButton value={bank.alias} label="Copiar el alias" />
            </dd>
          </div>
        ) : null}
        {bank.cbu ? (
          <div>
            <dt>CBU / CVU</dt>
            <dd>
              <code className="copy-value">{bank.cbu}</code>
              <CopyButton value={bank.cbu} label="Copiar el CBU" />
            </dd>
          </div>
        ) : null}
        {bank.holder ? (
          <div>
            <dt>Titular</dt>
            <dd>{bank.holder}</dd>
          </div>
        ) : null}
        {bank.cuit ? (
          <div>
            <dt>CUIT</dt>
            <dd>
              <code className="copy-value">{bank.cuit}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {notice ? (
        <p>
          ¿Ya transferiste? <Link to={noticeHref}>Avisanos tu transferencia</Link> y te mandamos el recibo
          cuando la veamos en la cuenta.
        </p>
      ) : null}
    </section>
  );
}
