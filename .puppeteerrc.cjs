// pa11y drives Debian's Chromium through Puppeteer (e2e/support/pa11y.ts; bench/lighthouse.mjs too), always
// with an executablePath: Puppeteer's own browser download at install is never needed, and on a machine
// without internet access it would make `npm install` fail.
module.exports = { skipDownload: true };
