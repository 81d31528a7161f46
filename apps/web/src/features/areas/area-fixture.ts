/** A few places for component tests (`GET /api/geo/areas`). */
export const AREA_FIXTURE = {
  attribution: 'GeoNames (CC BY 4.0)',
  states: ['Berlin', 'Hessen', 'Rheinland-Pfalz', 'Bayern'],
  cities: [
    ['Berlin', 0, [['10115', 52.53, 13.38], ['10117', 52.51, 13.39], ['10119', 52.53, 13.4]]],
    ['Berlingerode', 1, [['37339', 51.45, 10.24]]],
    ['Neustadt', 1, [['35279', 50.85, 9.11]]],
    ['Neustadt', 2, [['67433', 49.35, 8.14]]],
    ['München', 3, [['80331', 48.14, 11.57]]],
  ],
};
