import { describe, expect, it } from 'vitest';
import { parsePostalCodeFile, splitCsvLine } from './postal-code-file.ts';

describe('postal code files', () => {
  it('reads the shared CSV format with quoted fields', () => {
    const csv = [
      'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude',
      'DE,10115,Berlin,Berlin,16,,00,"Berlin, Stadt",11000,52.5323,13.3846',
      'DE,55252,Mainz-Kastel,Hessen,06,Regierungsbezirk Darmstadt,064,"Wiesbaden, Landeshauptstadt",06414,50.0077,8.2833',
    ].join('\n');
    const rows = parsePostalCodeFile(csv);
    expect(rows).toEqual([
      {
        zipcode: '10115',
        place: 'Berlin',
        state: 'Berlin',
        stateCode: '16',
        community: 'Berlin, Stadt',
        latitude: 52.5323,
        longitude: 13.3846,
      },
      expect.objectContaining({ zipcode: '55252', place: 'Mainz-Kastel', community: 'Wiesbaden, Landeshauptstadt' }),
    ]);
  });

  it('reads the GeoNames tab-separated export', () => {
    const tsv =
      'DE\t80331\tMünchen\tBayern\tBY\tOberbayern\t091\tKreisfreie Stadt München\t09162\t48.1372\t11.5755\t4\n';
    expect(parsePostalCodeFile(tsv)).toEqual([
      {
        zipcode: '80331',
        place: 'München',
        state: 'Bayern',
        stateCode: 'BY',
        community: 'Kreisfreie Stadt München',
        latitude: 48.1372,
        longitude: 11.5755,
      },
    ]);
  });

  it('skips rows without a five-digit postal code or place', () => {
    const csv = 'zipcode,place\n1234,Short\n12345,\n12345,Ok';
    expect(parsePostalCodeFile(csv).map((r) => r.place)).toEqual(['Ok']);
  });

  it('names each state once, in German', () => {
    const csv = [
      'zipcode,place,state',
      '80331,München,Bavaria',
      '80333,München,Bayern',
      '10115,Berlin,Land Berlin',
    ].join('\n');
    expect(parsePostalCodeFile(csv).map((r) => r.state)).toEqual(['Bayern', 'Bayern', 'Berlin']);
  });

  it('splits doubled quotes inside quoted fields', () => {
    expect(splitCsvLine('a,"b ""c"", d",e')).toEqual(['a', 'b "c", d', 'e']);
  });
});
