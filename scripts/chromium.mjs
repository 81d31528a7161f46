// Debian's Chromium (or CHROMIUM_PATH) without the background work that would share the machine with what
// it tests or measures: one set of launch options for the e2e tier and the benches.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
