import { describe, expect, it } from 'vitest';
import { findIban } from './iban.ts';
import { findPaymentPhrase, findPaymentPhrases } from './payment-phrases.ts';

describe('payment phrases', () => {
  it.each([
    ['Zahlung bitte per Western Union an meinen Agenten.', 'Western Union'],
    ['Send the money with MoneyGram', 'MoneyGram'],
    ['Überweisung per Ria an mich', 'per Ria'],
    ['Pay via Wise please', 'via Wise'],
    ['TransferWise is fine', 'TransferWise'],
    ['Die Kaution bitte vorab überweisen.', 'Kaution bitte vorab'],
    ['Kaution im Voraus überweisen, dann schicke ich den Schlüssel', 'Kaution im Voraus'],
    ['Ich schicke Ihnen die Schlüssel per Post.', 'Schlüssel per Post'],
    ['Die Schlüsselübergabe erfolgt per DHL', 'Schlüsselübergabe erfolgt per DHL'],
    ['The keys by mail after payment', 'keys by mail'],
    ['I will send you the keys', 'send you the keys'],
    ['Besichtigung nach Zahlung der ersten Miete', 'Besichtigung nach Zahlung'],
    ['Eine Anzahlung vor der Besichtigung ist nötig', 'Anzahlung vor der Besichtigung'],
    ['You have to pay before viewing.', 'pay before viewing'],
    ['A deposit before the viewing secures the flat', 'deposit before the viewing'],
    ['Buchung und Zahlung über Airbnb', 'über Airbnb'],
    ['Das Geld liegt beim Treuhandservice', 'Treuhandservice'],
    ['PayPal Freunde und Familie', 'PayPal Freunde'],
    ['Bezahlung mit Paysafecard', 'Paysafecard'],
    ['Bitte Vorkasse', 'Vorkasse'],
    ['WESTERN-UNION', 'WESTERN-UNION'],
  ])('finds %j', (text, phrase) => {
    expect(findPaymentPhrase(text)).toBe(phrase);
  });

  it.each([
    'Schöne Wohnung im Western der Stadt, westernstyle Möbel.',
    'Die Miete ist monatlich im Voraus zu zahlen (§ 556b BGB).',
    'Kaution: drei Monatsmieten, zahlbar bei Vertragsabschluss.',
    'Besichtigung mit Ria, meiner Kollegin, jederzeit.',
    'It would be wise to bring your Schufa.',
    'Schlüsselübergabe beim Einzug.',
    'Otherwise the keys are handed over at the viewing.',
    'Meine Nummer: 0176 12345678, Wohnungsnummer 12.',
    '',
  ])('leaves %j alone', (text) => {
    expect(findPaymentPhrase(text)).toBeNull();
  });

  it('finds a valid IBAN, written in groups or in one piece, and names it', () => {
    expect(findPaymentPhrase('Bitte auf DE89 3704 0044 0532 0130 00 überweisen')).toBe('IBAN DE89370400440532013000');
    expect(findIban('iban: gb82west12345698765432.')).toBe('GB82WEST12345698765432');
    expect(findIban('NL91ABNA0417164300')).toBe('NL91ABNA0417164300');
  });

  it('takes no IBAN with a wrong check, and no phone or order number', () => {
    expect(findIban('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(findIban('Ruf an: +49 176 1234 5678 9012')).toBeNull();
    expect(findIban('Bestellung AB12 3456 7890 1234')).toBeNull();
  });

  it('lists every phrase once for a listing, IBAN last', () => {
    const text = 'Western Union oder MoneyGram, sonst western union. IBAN: DE89370400440532013000';
    expect(findPaymentPhrases(text)).toEqual(['Western Union', 'MoneyGram', 'IBAN DE89370400440532013000']);
    expect(findPaymentPhrases('Helle Wohnung')).toEqual([]);
  });
});
