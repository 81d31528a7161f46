/** The texts of viewings' answers (slots, bookings, times in Berlin), part of the one catalogue in messages.ts. */
export const viewingMessages = {
  SlotOverlap: {
    en: 'This slot overlaps another viewing slot of this property.',
    de: 'Dieser Termin überschneidet sich mit einem anderen Besichtigungstermin dieser Immobilie.',
  },
  SlotFull: {
    en: 'This viewing slot is fully booked. Please choose another one.',
    de: 'Dieser Besichtigungstermin ist ausgebucht. Bitte wähle einen anderen.',
  },
  SlotStarted: {
    en: 'This viewing has already started or been cancelled.',
    de: 'Diese Besichtigung hat schon begonnen oder wurde abgesagt.',
  },
  ViewingNotStarted: {
    en: 'Attendance can be recorded once the viewing has started.',
    de: 'Die Teilnahme kann erst nach Beginn der Besichtigung eingetragen werden.',
  },
  viewingTimeInvalid: {
    en: 'Enter a date and time with its offset, e.g. 2026-12-01T17:00:00+01:00',
    de: 'Gib Datum und Uhrzeit mit Zeitzone an, z. B. 2026-12-01T17:00:00+01:00',
  },
  viewingTimeNotInBerlin: {
    en: 'This time does not exist in Berlin (the clocks change then).',
    de: 'Diese Uhrzeit gibt es in Berlin nicht (Zeitumstellung).',
  },
  viewingSlotLength: {
    en: 'A viewing lasts between 30 minutes and 4 hours.',
    de: 'Eine Besichtigung dauert zwischen 30 Minuten und 4 Stunden.',
  },
  viewingSlotInPast: {
    en: 'A viewing cannot start in the past.',
    de: 'Eine Besichtigung kann nicht in der Vergangenheit beginnen.',
  },
  viewingCapacityInvalid: {
    en: 'Choose between 1 and 50 places.',
    de: 'Wähle zwischen 1 und 50 Plätzen.',
  },
  viewingReasonRequired: { en: 'Please give a reason.', de: 'Bitte gib einen Grund an.' },
} as const;
