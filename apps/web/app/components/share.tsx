import { useEffect, useState } from 'react';

/**
 * Share a page (a dog, a campaign): the system share sheet where the browser has one (phones), else copy the
 * link; WhatsApp and Facebook links work everywhere, also without JavaScript.
 */
export function ShareButtons({ url, title, text }: { url: string; title: string; text: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setEnhanced(true), []);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not an error worth a message.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Copiamos el enlace: pegalo donde quieras compartirlo.');
    } catch {
      setStatus(`No pudimos copiar el enlace. Copialo de acá: ${url}`);
    }
  };

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  return (
    <div className="share">
      {enhanced ? (
        <button type="button" className="button button-secondary" onClick={share}>
          Compartir
        </button>
      ) : null}
      <a className="share-link" href={whatsapp} target="_blank" rel="noopener noreferrer">
        Compartir por WhatsApp<span className="visually-hidden"> (se abre en otra pestaña)</span>
      </a>
      <a className="share-link" href={facebook} target="_blank" rel="noopener noreferrer">
        Compartir en Facebook<span className="visually-hidden"> (se abre en otra pestaña)</span>
      </a>
      <p className="share-status" role="status">
        {status}
      </p>
    </div>
  );
}
