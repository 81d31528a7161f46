/** The texts of applications: their errors and the landlord's default answer, in both languages. */
export const applicationMessages = {
  AlreadyApplied: {
    en: 'You have already applied for this property.',
    de: 'Du hast dich auf diese Wohnung bereits beworben.',
  },
  ApplicationsClosed: {
    en: 'This property is not taking new applications.',
    de: 'Für diese Wohnung werden keine neuen Bewerbungen angenommen.',
  },
  InvalidTransition: {
    en: 'This application cannot be moved to that step.',
    de: 'Diese Bewerbung kann nicht in diesen Schritt wechseln.',
  },
  applicationLimitInvalid: {
    en: 'Enter a whole number from 1 to 1,000, or leave it empty for no limit.',
    de: 'Gib eine ganze Zahl von 1 bis 1.000 ein oder lass das Feld für keine Grenze leer.',
  },
  fairSelectionRequired: {
    en: 'Only a listing with fair selection draws its viewings by lot. Switch on “Fair selection” first.',
    de: 'Nur bei einem Inserat mit fairer Auswahl werden Besichtigungen verlost. Schalte zuerst „Faire Auswahl“ ein.',
  },
  lotteryCountInvalid: {
    en: 'Enter a whole number of invitees from 1 to 50.',
    de: 'Gib eine ganze Zahl von 1 bis 50 Einzuladenden ein.',
  },
  /** What a decline says when the landlord writes nothing else: kind, and final. */
  applicationDeclineDefault: {
    en: 'Thank you for your application and your interest in the flat. Unfortunately, we have decided on other applicants this time. We wish you every success with your search!',
    de: 'Vielen Dank für deine Bewerbung und dein Interesse an der Wohnung. Leider haben wir uns diesmal für andere Bewerber entschieden. Wir wünschen dir viel Erfolg bei der weiteren Suche!',
  },
} as const;
