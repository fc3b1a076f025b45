import { paragraphs } from '@campito/core';
import { Fragment } from 'react';

/**
 * A text staff write in the admin panel: paragraphs separated by a blank line, single line breaks kept.
 * Rendered as plain text (React escapes it): staff texts never carry markup.
 */
export function RichText({ text, className }: { text: string | null | undefined; className?: string }) {
  const parts = paragraphs(text);
  if (parts.length === 0) return null;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {parts.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reordered.
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional.
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
