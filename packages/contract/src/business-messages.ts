/** The texts of traceable commercial landlords (DSA Art. 30, see business-details.ts), in both languages. */
export const businessMessages = {
  businessNameRequired: {
    en: 'Enter the name of your business.',
    de: 'Gib den Namen deines Unternehmens an.',
  },
  businessAddressRequired: {
    en: 'Enter the business address (street, number, postal code, town).',
    de: 'Gib die Geschäftsanschrift an (Straße, Hausnummer, Postleitzahl, Ort).',
  },
  tradeRegisterRequired: {
    en: 'Enter the trade-register entry, or confirm that there is none.',
    de: 'Gib den Handelsregistereintrag an oder bestätige, dass es keinen gibt.',
  },
  selfCertificationRequired: {
    en: 'Please certify that you only offer products and services that comply with applicable EU law.',
    de: 'Bitte bestätige, dass du nur Angebote einstellst, die geltendem EU-Recht entsprechen.',
  },
  businessDetailsLandlordsOnly: {
    en: 'Only landlords can list as a business.',
    de: 'Nur Vermieter können als gewerbliche Anbieter inserieren.',
  },
} as const;
