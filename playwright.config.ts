import {defineConfig, devices} from '@playwright/test';

// E2E_PORT lets two runs (say, a clean-clone check and a working tree) share one machine.
const port = Number(process.env.E2E_PORT ?? 3210);

// End-to-end specs run against the production build (build/), served over HTTP by scripts/serve.mjs,
// in Debian's Chromium (Playwright's own browser download does not work on these machines).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/SeaORM/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
