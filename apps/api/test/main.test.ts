import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackageDir } from '../src/lib/paths.js';

// The real entry point, as `npm start` runs it (through tsx instead of the bundle).
function runMain(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(apiPackageDir, 'src', 'main.ts')],
      {
        cwd: apiPackageDir,
        env: { PATH: process.env.PATH, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('main.ts', () => {
  it('refuses to start in production without JWT_SECRET, with one clear line and no stack', async () => {
    const { code, stdout, stderr } = await runMain({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      'Invalid configuration: JWT_SECRET is required in production (at least 32 characters).',
    );
  });
});
