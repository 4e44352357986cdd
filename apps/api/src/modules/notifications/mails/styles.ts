import type { CSSProperties } from 'react';

// The app's light palette (apps/web/src/index.css) in hex: mail clients know no oklch or CSS
// variables, so every style is inline.
export const COLORS = {
  page: '#f4f4f8',
  card: '#ffffff',
  text: '#1c1b2e',
  muted: '#64667a',
  border: '#e3e3ec',
  accent: '#4f46e5',
  accentSoft: '#eef0ff',
  accentSoftText: '#4338ca',
} as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

type Styles = Record<string, CSSProperties>;

export const layoutStyles = {
  body: { backgroundColor: COLORS.page, fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px' },
  brand: {
    color: COLORS.accent,
    fontSize: '22px',
    fontWeight: 700,
    letterSpacing: '-0.02em',
    margin: '0 0 16px 4px',
  },
  card: {
    backgroundColor: COLORS.card,
    border: `1px solid ${COLORS.border}`,
    borderRadius: '12px',
    padding: '28px 24px',
  },
  greeting: { color: COLORS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  signOff: { color: COLORS.muted, fontSize: '15px', lineHeight: '22px', margin: '24px 0 0' },
  footer: { padding: '20px 8px 0' },
  footerText: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: COLORS.muted, fontSize: '13px', textDecoration: 'underline' },
} satisfies Styles;

export const partStyles = {
  paragraph: { color: COLORS.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  sectionTitle: {
    color: COLORS.text,
    fontSize: '17px',
    fontWeight: 700,
    lineHeight: '24px',
    margin: '28px 0 4px',
  },
  button: {
    backgroundColor: COLORS.accent,
    borderRadius: '8px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  buttonRow: { margin: '20px 0 8px' },
  rawLink: {
    color: COLORS.muted,
    fontSize: '13px',
    lineHeight: '20px',
    margin: '0 0 16px',
    wordBreak: 'break-all',
  },
  item: { borderTop: `1px solid ${COLORS.border}`, padding: '12px 0' },
  itemMeta: { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: '0 0 2px' },
  itemLink: {
    color: COLORS.accentSoftText,
    fontSize: '15px',
    fontWeight: 600,
    lineHeight: '22px',
    textDecoration: 'none',
  },
  moreLink: {
    color: COLORS.accent,
    fontSize: '14px',
    fontWeight: 600,
    textDecoration: 'underline',
  },
  moreRow: { borderTop: `1px solid ${COLORS.border}`, margin: 0, padding: '12px 0 0' },
  chips: { margin: '6px 0 0', lineHeight: '26px' },
  chip: {
    backgroundColor: COLORS.accentSoft,
    borderRadius: '999px',
    color: COLORS.accentSoftText,
    display: 'inline-block',
    fontSize: '12px',
    fontWeight: 600,
    lineHeight: '18px',
    margin: '0 6px 4px 0',
    padding: '2px 10px',
  },
} satisfies Styles;
