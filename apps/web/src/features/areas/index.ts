export { AreaPicker, EMPTY_AREA, type AreaValue, type AreaPickerProps } from './components/area-picker';
export { AddressPicker, type AddressValue, type AddressPickerProps } from './components/address-picker';
export {
  useAreas,
  areasQueryOptions,
  lookupPostalCode,
  findCity,
  findTownOfAddress,
  searchCities,
  type AreaIndex,
  type City,
} from './api/areas';
