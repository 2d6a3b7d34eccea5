import { describe, expect, it } from 'vitest';
import { runInTurns } from './run-in-turns';

describe('runInTurns', () => {
  it("runs the app's files one per turn, in order, and the entry last", async () => {
    const steps: string[] = [];
    await runInTurns(
      ['/assets/react.js', '/assets/mui.js'],
      '/assets/app.js',
      async (file) => void steps.push(file),
      async () => void steps.push('turn'),
    );
    expect(steps).toEqual(['/assets/react.js', 'turn', '/assets/mui.js', 'turn', '/assets/app.js']);
  });

  it("stops the turns at a file that fails to load and leaves it to the entry's import", async () => {
    const steps: string[] = [];
    const load = async (file: string) => {
      steps.push(file);
      if (file === '/assets/mui.js') throw new Error('Failed to fetch');
    };
    await runInTurns(
      ['/assets/react.js', '/assets/mui.js', '/assets/router.js'],
      '/assets/app.js',
      load,
      async () => void steps.push('turn'),
    );
    expect(steps).toEqual(['/assets/react.js', 'turn', '/assets/mui.js', '/assets/app.js']);
  });

  it("fails as the entry's import fails", async () => {
    const load = async (file: string) => {
      if (file === '/assets/app.js') throw new Error('Failed to fetch');
    };
    await expect(runInTurns([], '/assets/app.js', load)).rejects.toThrow('Failed to fetch');
  });
});
