export { matchRoutes } from './routes';
export { MatchReasons } from './components/match-reasons';
export { ScoreRing } from './components/score-ring';
