/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The pages the one-click unsubscribe link shows in a browser: small, self-contained, no script
// (the CSP allows none inline), escaped by React like the mails.

const ACCENT = '#4f46e5';

function Page({
  title,
  settingsUrl,
  children,
}: {
  title: string;
  settingsUrl: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Squadup`}</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          lineHeight: 1.5,
          maxWidth: '32rem',
          margin: '3rem auto',
          padding: '0 1rem',
          color: '#111827',
        }}
      >
        <p style={{ fontWeight: 700, color: ACCENT }}>Squadup</p>
        <h1 style={{ fontSize: '1.4rem' }}>{title}</h1>
        {children}
        <p>
          <a href={settingsUrl} style={{ color: ACCENT }}>
            Notification settings
          </a>
        </p>
      </body>
    </html>
  );
}

export type UnsubscribePage =
  | { state: 'invalid'; message: string }
  | { state: 'confirm'; what: string; action: string }
  | { state: 'done'; what: string };

function content(page: UnsubscribePage): { title: string; body: ReactNode } {
  switch (page.state) {
    case 'invalid':
      return { title: 'Link not valid', body: <p>{page.message}</p> };
    case 'confirm':
      return {
        title: 'Unsubscribe',
        body: (
          <>
            <p>{`Stop ${page.what}? You will still see them in the app.`}</p>
            <form method="post" action={page.action}>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button
                type="submit"
                style={{
                  padding: '.6rem 1rem',
                  border: 0,
                  borderRadius: '.4rem',
                  background: ACCENT,
                  color: '#fff',
                  fontSize: '1rem',
                }}
              >
                Unsubscribe
              </button>
            </form>
          </>
        ),
      };
    case 'done':
      return {
        title: 'You are unsubscribed',
        body: (
          <p>{`You will no longer get ${page.what}. You can turn them back on in your settings.`}</p>
        ),
      };
  }
}

/** The whole HTML document for one state of the unsubscribe flow. */
export function unsubscribePageHtml(page: UnsubscribePage, settingsUrl: string): string {
  const { title, body } = content(page);
  return `<!doctype html>${renderToStaticMarkup(
    <Page title={title} settingsUrl={settingsUrl}>
      {body}
    </Page>,
  )}`;
}
