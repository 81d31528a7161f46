/** Marketing site and contact address are configurable per deployment (build-time env). */
const MARKETING_URL = (import.meta.env.VITE_MARKETING_URL ?? 'https://mietmatch.de').replace(/\/$/, '');
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL ?? 'kontakt@mietmatch.de';

export const LEGAL_LINKS = {
  imprint: `${MARKETING_URL}/impressum`,
  privacy: `${MARKETING_URL}/datenschutz`,
  terms: `${MARKETING_URL}/agb`,
} as const;

/** The public page where anyone reports content (linked in the footer as "Inhalt melden" / "Report content"). */
export const REPORT_PATH = '/report';
