// Derives functions/src/data/places/postcodeDistricts.json: the centre of each UK postcode district
// (the outward code, e.g. "SW1A"), the mean position of its postcodes. Source: the per-area CSVs of
// github.com/odileeds/Postcodes2LatLon (Postcode,lat,long), derived from the ONS National
// Statistics Postcode Lookup under the Open Government Licence v3.0 (see docs/near.md).
//
//   node scripts/postcode-districts.mjs <clone-or-git-dir of odileeds/Postcodes2LatLon>
//
// A working tree (postcodes/*.csv) or a bare git directory (read with `git show HEAD:…`) will do.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/postcode-districts.mjs <odileeds/Postcodes2LatLon clone or git dir>');
const out = new URL('../functions/src/data/places/postcodeDistricts.json', import.meta.url);

/** Every postcodes/*.csv text, from a working tree or from the git objects. */
function csvTexts() {
  const dir = join(source, 'postcodes');
  if (existsSync(dir))
    return readdirSync(dir)
      .filter((f) => f.endsWith('.csv'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  const git = (...args) => execFileSync('git', ['--git-dir', source, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return git('ls-tree', '--name-only', 'HEAD', 'postcodes/')
    .split('\n')
    .filter((f) => f.endsWith('.csv'))
    .map((f) => git('show', `HEAD:${f}`));
}

const sums = new Map(); // district -> [lat sum, lng sum, count]
for (const text of csvTexts()) {
  for (const line of text.split('\n').slice(1)) {
    const [postcode, lat, lng] = line.trim().split(',');
    if (!postcode || !lat || !lng) continue; // no grid reference: no position to count
    const compact = postcode.replace(/\s+/g, '').toUpperCase();
    // The inward code is always the last three characters (digit + two letters).
    if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) continue;
    const district = compact.slice(0, -3);
    const y = Number(lat);
    const x = Number(lng);
    if (!Number.isFinite(y) || !Number.isFinite(x) || (y === 0 && x === 0)) continue;
    const s = sums.get(district) ?? [0, 0, 0];
    s[0] += y;
    s[1] += x;
    s[2] += 1;
    sums.set(district, s);
  }
}

const round = (v) => Math.round(v * 1e4) / 1e4; // ~11 m: far finer than a district
const districts = Object.fromEntries(
  [...sums.keys()].sort().map((d) => {
    const [y, x, n] = sums.get(d);
    return [d, [round(y / n), round(x / n)]];
  }),
);
writeFileSync(out, `${JSON.stringify(districts)}\n`);
console.log(`${Object.keys(districts).length} districts -> ${out.pathname}`);
