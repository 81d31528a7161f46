// The matches module's public surface: what other modules and the app may use of it.
export { requestsMatchingProperty } from './match-queries.ts';
export { matchesModule } from './module.ts';
export { applicantReasons, listingScore } from './applicant-scores.ts';
