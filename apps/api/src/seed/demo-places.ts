/**
 * The six largest cities of the demo, with real postal codes whose place in the postal-code table is
 * the city itself (so a search for the city finds them), a quarter name and streets of that quarter.
 * Rent levels are cold rent per m² for an average flat, rounded from published rent indices.
 */
interface DemoDistrict {
  postalCode: string;
  district: string;
  streets: string[];
}

export interface DemoCity {
  city: string;
  /** Cold rent per m² of an average flat, in euros. */
  rentPerM2: number;
  phonePrefix: string;
  /** How many listings of the demo are here (the requests follow the tenants' cities). */
  listings: number;
  districts: DemoDistrict[];
}

const d = (postalCode: string, district: string, ...streets: string[]): DemoDistrict => ({
  postalCode,
  district,
  streets,
});

export const DEMO_CITIES: DemoCity[] = [
  {
    city: 'Berlin',
    rentPerM2: 15,
    phonePrefix: '030',
    listings: 14,
    districts: [
      d('10115', 'Mitte', 'Invalidenstraße', 'Chausseestraße', 'Tieckstraße'),
      d('10178', 'Mitte', 'Rosenthaler Straße', 'Spandauer Straße'),
      d('10405', 'Prenzlauer Berg', 'Winsstraße', 'Immanuelkirchstraße', 'Marienburger Straße'),
      d('10435', 'Prenzlauer Berg', 'Kastanienallee', 'Oderberger Straße', 'Schwedter Straße'),
      d('10437', 'Prenzlauer Berg', 'Stargarder Straße', 'Dunckerstraße', 'Lychener Straße'),
      d('10551', 'Moabit', 'Turmstraße', 'Waldstraße', 'Bremer Straße'),
      d('10585', 'Charlottenburg', 'Kaiser-Friedrich-Straße', 'Haubachstraße'),
      d('10629', 'Charlottenburg', 'Mommsenstraße', 'Wielandstraße', 'Leibnizstraße'),
      d('10777', 'Schöneberg', 'Motzstraße', 'Eisenacher Straße'),
      d('12043', 'Neukölln', 'Weserstraße', 'Pannierstraße', 'Sanderstraße'),
      d('12047', 'Neukölln', 'Reuterstraße', 'Friedelstraße'),
      d('12163', 'Steglitz', 'Albrechtstraße', 'Schützenstraße'),
      d('12435', 'Alt-Treptow', 'Karl-Kunger-Straße', 'Bouchéstraße'),
      d('13347', 'Wedding', 'Malplaquetstraße', 'Utrechter Straße'),
      d('14195', 'Dahlem', 'Podbielskiallee', 'Im Dol'),
    ],
  },
  {
    city: 'Hamburg',
    rentPerM2: 15,
    phonePrefix: '040',
    listings: 11,
    districts: [
      d('20144', 'Eimsbüttel', 'Hohe Weide', 'Bundesstraße'),
      d('20249', 'Eppendorf', 'Eppendorfer Landstraße', 'Hegestraße', 'Kümmellstraße'),
      d('20253', 'Hoheluft', 'Gärtnerstraße', 'Roonstraße'),
      d('20357', 'Sternschanze', 'Schulterblatt', 'Susannenstraße'),
      d('20359', 'St. Pauli', 'Paul-Roosen-Straße', 'Hein-Hoyer-Straße'),
      d('22081', 'Barmbek-Süd', 'Hamburger Straße', 'Weidestraße'),
      d('22085', 'Uhlenhorst', 'Hofweg', 'Papenhuder Straße'),
      d('22303', 'Winterhude', 'Mühlenkamp', 'Gertigstraße', 'Dorotheenstraße'),
      d('22765', 'Ottensen', 'Bahrenfelder Straße', 'Große Rainstraße', 'Eulenstraße'),
      d('22767', 'Altona', 'Große Bergstraße', 'Max-Brauer-Allee'),
    ],
  },
  {
    city: 'München',
    rentPerM2: 22,
    phonePrefix: '089',
    listings: 10,
    districts: [
      d('80469', 'Glockenbachviertel', 'Müllerstraße', 'Fraunhoferstraße', 'Klenzestraße'),
      d('80796', 'Schwabing', 'Hohenzollernstraße', 'Kurfürstenstraße'),
      d('80799', 'Maxvorstadt', 'Amalienstraße', 'Türkenstraße', 'Schellingstraße'),
      d('81667', 'Haidhausen', 'Weißenburger Straße', 'Preysingstraße', 'Kirchenstraße'),
      d('81541', 'Au-Haidhausen', 'Eduard-Schmid-Straße', 'Schweigerstraße'),
      d('80634', 'Neuhausen', 'Volkartstraße', 'Donnersbergerstraße'),
      d('80637', 'Nymphenburg', 'Nymphenburger Straße', 'Landshuter Allee'),
      d('81369', 'Sendling', 'Plinganserstraße', 'Albert-Roßhaupter-Straße'),
    ],
  },
  {
    city: 'Köln',
    rentPerM2: 14,
    phonePrefix: '0221',
    listings: 9,
    districts: [
      d('50667', 'Altstadt-Nord', 'Breite Straße', 'Friesenwall'),
      d('50672', 'Belgisches Viertel', 'Brüsseler Straße', 'Antwerpener Straße', 'Lütticher Straße'),
      d('50674', 'Neustadt-Süd', 'Mauritiussteinweg', 'Roonstraße'),
      d('50677', 'Südstadt', 'Severinstraße', 'Alteburger Straße', 'Merowingerstraße'),
      d('50733', 'Nippes', 'Neusser Straße', 'Sechzigstraße'),
      d('50823', 'Ehrenfeld', 'Venloer Straße', 'Körnerstraße', 'Lenauplatz'),
      d('50935', 'Lindenthal', 'Dürener Straße', 'Bachemer Straße'),
      d('51103', 'Kalk', 'Kalker Hauptstraße', 'Dillenburger Straße'),
    ],
  },
  {
    city: 'Frankfurt am Main',
    rentPerM2: 17,
    phonePrefix: '069',
    listings: 8,
    districts: [
      d('60311', 'Innenstadt', 'Braubachstraße', 'Töngesgasse'),
      d('60316', 'Nordend-Ost', 'Bergerstraße', 'Rotlintstraße'),
      d('60318', 'Nordend-West', 'Oeder Weg', 'Glauburgstraße'),
      d('60385', 'Bornheim', 'Wiesenstraße', 'Saalburgstraße'),
      d('60594', 'Sachsenhausen', 'Schweizer Straße', 'Textorstraße', 'Darmstädter Landstraße'),
      d('60487', 'Bockenheim', 'Leipziger Straße', 'Adalbertstraße'),
      d('60314', 'Ostend', 'Hanauer Landstraße', 'Uhlandstraße'),
    ],
  },
  {
    city: 'Stuttgart',
    rentPerM2: 16,
    phonePrefix: '0711',
    listings: 8,
    districts: [
      d('70173', 'Mitte', 'Calwer Straße', 'Eberhardstraße'),
      d('70176', 'West', 'Rotebühlstraße', 'Bismarckstraße', 'Senefelderstraße'),
      d('70178', 'Süd', 'Tübinger Straße', 'Hauptstätter Straße'),
      d('70190', 'Ost', 'Haußmannstraße', 'Neckarstraße'),
      d('70192', 'Nord', 'Lenzhalde', 'Birkenwaldstraße'),
      d('70199', 'Heslach', 'Böblinger Straße', 'Burgstallstraße'),
      d('70372', 'Bad Cannstatt', 'Marktstraße', 'Waiblinger Straße'),
    ],
  },
];
