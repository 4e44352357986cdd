import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.js';

describe('createLogger', () => {
  it('writes structured JSON and censors credentials wherever a line holds headers', () => {
    const lines: string[] = [];
    const log = createLogger(
      { env: 'production', logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    log.info({ req: { headers: { authorization: 'Bearer s3cret-token', cookie: 'r=s3cret' } } });

    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.service).toBe('squadup-api');
    expect(entry.req.headers.authorization).toBe('[redacted]');
    expect(entry.req.headers.cookie).toBe('[redacted]');
    expect(lines.join('\n')).not.toMatch(/s3cret/);
  });

  it('is silent at level silent', () => {
    const lines: string[] = [];
    createLogger(
      { env: 'test', logLevel: 'silent' },
      { write: (line: string) => lines.push(line) },
    ).error('x');
    expect(lines).toEqual([]);
  });
});

describe('redactUrl', () => {
  it('hides reset tokens and OAuth codes, keeping the rest readable', () => {
    expect(redactUrl('/v1/auth/reset-password/0190-id/s3cretToken')).toBe(
      '/v1/auth/reset-password/0190-id/[redacted]',
    );
    expect(redactUrl('/v1/auth/google/callback?code=abc&state=def&scope=email')).toBe(
      '/v1/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/oauth-callback?success=true&accessToken=eyJ.x.y&user=%7B%7D')).toBe(
      '/oauth-callback?success=true&accessToken=[redacted]&user=%7B%7D',
    );
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(redactUrl('/v1/auth/login?')).toBe('/v1/auth/login?');
  });
});
