// TEMPORARY stub until the react-email templates land (helper branch wt-mails replaces this file).
export interface MailFooter {
  settingsUrl: string;
  unsubscribeUrl: string;
  unsubscribeLabel: string;
}
export interface MailLine {
  sentence: string;
  url: string;
  at: Date;
}
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
export function activityMail(
  i: { firstName: string; lines: MailLine[]; moreCount: number; feedUrl: string } & MailFooter,
): Promise<RenderedMail> {
  const subject =
    i.lines.length === 1 ? i.lines[0]!.sentence : `${i.lines.length} updates on Squadup`;
  const text = [
    `Hi ${i.firstName},`,
    ...i.lines.flatMap((l) => [l.sentence, l.url]),
    i.unsubscribeUrl,
  ].join('\n');
  return Promise.resolve({ subject, html: `<p>${text}</p>`, text });
}
