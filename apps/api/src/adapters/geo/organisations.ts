import type { PostalCodeRecord } from './postal-code-file.ts';

/**
 * Large receivers of mail (authorities, banks, firms) have postal codes of their own, and GeoNames
 * lists them as places: "Berliner Feuerwehr", "Finanzamt München / Abt. I", "Deutsche Post AG …".
 * Nobody lives there, so they are no place to offer, search or rent in.
 *
 * The reliable tell is the state code: GeoNames gives towns the state's letters ("BE", "BY") and
 * these entries the numeric code of its other gazetteer ("16", "02"), often with an English state
 * name. Only a file that uses letters at all is read that way, so that a file writing every state
 * numerically keeps its towns. Names are a second, weaker tell for files without state codes; the
 * words were chosen to match no town of the shared table ("Freigericht" and "Maikammer" are towns).
 */
const ORGANISATION_NAME =
  /\b(?:GmbH|AG|KG|SE|mbH|eG|Bank|Versicherung|Versicherungen|Sparkasse|Verwaltung|Postfach|Gesellschaft|Aktiengesellschaft|Ltd|Inc|Finanzamt|Agentur f(?:ü|ue)r Arbeit|Feuerwehr|Landratsamt|Krankenkasse)\b|\be\.\s?V\.|\bCo\./;

const NUMERIC_STATE = /^\d+$/;
const LETTER_STATE = /^[A-Za-z]{2}$/;

/** Whether a place's name is that of an organisation rather than a town (the weaker tell). */
export const isOrganisationName = (place: string) => ORGANISATION_NAME.test(place);

/** The records of a postal-code file that are towns, and how many organisations were left out. */
export function townsOnly(records: PostalCodeRecord[]): { towns: PostalCodeRecord[]; organisations: number } {
  const lettered = records.some((r) => r.stateCode !== null && LETTER_STATE.test(r.stateCode));
  const isOrganisation = (r: PostalCodeRecord) =>
    isOrganisationName(r.place) || (lettered && r.stateCode !== null && NUMERIC_STATE.test(r.stateCode));
  const towns = records.filter((r) => !isOrganisation(r));
  return { towns, organisations: records.length - towns.length };
}
