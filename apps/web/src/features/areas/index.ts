export { AreaPicker, type AreaValue } from './components/area-picker';
export { AddressPicker } from './components/address-picker';
export { useAreas, findTownOfAddress, type City } from './api/areas';
export { TargetAreaMap } from './components/target-area-map';
