import { describe, expect, it } from 'vitest';
import { isOrganisationName, townsOnly } from './organisations.ts';
import { parsePostalCodeFile } from './postal-code-file.ts';

const HEADER =
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';

describe('organisations with a postal code of their own', () => {
  it('leaves out the numerically coded rows of a file that codes its states by letters', () => {
    const csv = [
      HEADER,
      'DE,10115,Berlin,Berlin,BE,,00,"Berlin, Stadt",11000,52.5323,13.3846',
      'DE,13599,Berliner Feuerwehr,Land Berlin,16,,00,"Berlin, Stadt",11000,52.54,13.23',
      'DE,10963,Agentur für Arbeit Berlin Mitte,Land Berlin,16,,00,"Berlin, Stadt",11000,52.5,13.38',
      'DE,12154,Wertheim,Land Berlin,16,,00,"Berlin, Stadt",11000,52.45,13.34',
      'DE,87491,Jungholz,,,,,,,47.5741,10.4472',
    ].join('\n');
    const { towns, organisations } = townsOnly(parsePostalCodeFile(csv));
    expect(towns.map((r) => r.place)).toEqual(['Berlin', 'Jungholz']);
    expect(organisations).toBe(3);
  });

  it('reads the GeoNames DE.txt export the same way', () => {
    const tsv = [
      'DE\t80331\tMünchen\tBayern\tBY\tOberbayern\t091\tKreisfreie Stadt München\t09162\t48.1372\t11.5755\t4',
      'DE\t80276\tFinanzamt München / Abt. I\tBavaria\t02\t\t\tKreisfreie Stadt München\t09162\t48.14\t11.57\t4',
    ].join('\n');
    expect(townsOnly(parsePostalCodeFile(tsv)).towns.map((r) => r.place)).toEqual(['München']);
  });

  it('keeps every town of a file that codes all states by numbers', () => {
    const csv = [HEADER, 'DE,10115,Berlin,Berlin,16,,,,,52.53,13.38', 'DE,20095,Hamburg,Hamburg,04,,,,,53.55,10.0'];
    expect(townsOnly(parsePostalCodeFile(csv.join('\n'))).towns.map((r) => r.place)).toEqual(['Berlin', 'Hamburg']);
  });

  it('tells organisations by their names where a file has no state codes', () => {
    const csv = ['zipcode,place', '10875,Daimler Insurance Services GmbH', '72070,ADAC e.V.', '72072,Tübingen'];
    expect(townsOnly(parsePostalCodeFile(csv.join('\n'))).towns.map((r) => r.place)).toEqual(['Tübingen']);
  });

  it('does not take towns for organisations', () => {
    for (const town of ['Freigericht', 'Maikammer', 'Bad Segeberg', 'Agethorst', 'Sankt Augustin', 'Volkach'])
      expect(isOrganisationName(town)).toBe(false);
    for (const organisation of ['Finanzamt Leonberg', 'Berliner Volksbank eG', 'W & W Service GmbH & Co.KG'])
      expect(isOrganisationName(organisation)).toBe(true);
  });
});
