export { AreaPicker, type AreaValue } from './components/area-picker';
export {
  useAreas,
  findTownOfAddress,
  type City,
} from './api/areas';
