// One lane of `npm test`: the named tiers one after the other, their results as JSON into the file that
// LANE_RESULTS names (scripts/test-all.mjs runs it beside its own lane and reads the file).
import { writeFileSync } from 'node:fs';
import { runTiers } from './tiers.mjs';

const file = process.env.LANE_RESULTS;
if (!file) throw new Error('LANE_RESULTS names no file');
writeFileSync(file, JSON.stringify(await runTiers(process.argv.slice(2))));
