import { Counter, Gauge, type Registry } from 'prom-client';
import type { Mailer } from '../lib/mail.js';

const OUTCOMES = ['sent', 'failed'] as const;

/**
 * The mailer, counted: mails being handed over right now (the auth mails go out after their
 * answer, so a slow mail server shows here first) and each mail's outcome.
 */
export function mailMetrics(registry: Registry, mailer: Mailer): Mailer {
  const sending = new Gauge({
    name: 'squadup_mails_sending',
    help: 'Mails handed to the mailer (SMTP or the outbox) and not yet accepted or failed.',
    registers: [registry],
  });
  const mails = new Counter({
    name: 'squadup_mails_total',
    help: 'Mails by outcome: sent (accepted by the SMTP server or written to the outbox) or failed.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of OUTCOMES) mails.inc({ outcome }, 0);
  return {
    kind: mailer.kind,
    async send(message) {
      sending.inc();
      try {
        await mailer.send(message);
        mails.inc({ outcome: 'sent' });
      } catch (error) {
        mails.inc({ outcome: 'failed' });
        throw error;
      } finally {
        sending.dec();
      }
    },
    close: () => mailer.close(),
  };
}
