import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { RenderedMail } from './mail-types.js';
import { textPartOf } from './plain-text.js';

/** Renders a mail's React tree once to HTML and derives its text part from that HTML. */
export async function renderMail(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const html = await render(mail);
  return { subject, html, text: textPartOf(html) };
}
