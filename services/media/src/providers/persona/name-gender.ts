import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Gender } from '@avatarium/contracts';

/** What a first name says: a gender, `unisex` (given to both), or null (unknown name). */
export type NameGender = Gender | 'unisex';

type Verdict = Gender | 'both';

/** The languages gender-detection-from-name has lists for, English first (its largest). */
const PACKAGE_LANGUAGES = ['en', 'it', 'es', 'de', 'fr', 'tr'] as const;

interface NameTables {
  byLanguage: Map<string, Map<string, Verdict>>;
  /** US SSA counts since 1950: unisex names and names the package lacks (scripts/build-ssa-names.py). */
  ssa: Map<string, NameGender>;
}

let tables: NameTables | undefined;

/**
 * The package's lists are `new Map([['name', 'male'], ...])` sources; they are read as text
 * because a name listed under both genders (the French list has 2,300: Louis, Jean, Pierre)
 * would otherwise keep whichever came last. Such a name says nothing in that language.
 */
function readPackageList(dir: string, language: string): Map<string, Verdict> {
  const list = new Map<string, Verdict>();
  const source = readFileSync(join(dir, 'names', `${language}.js`), 'utf8');
  for (const [, name, gender] of source.matchAll(/\['([^']+)',\s*'(male|female)'\]/g)) {
    const verdict: Gender = gender === 'male' ? 'masculine' : 'feminine';
    const known = list.get(name!);
    list.set(name!, known && known !== verdict ? 'both' : verdict);
  }
  if (list.size === 0) throw new Error(`gender-detection-from-name: no names read from names/${language}.js`);
  return list;
}

function readSsaList(): Map<string, NameGender> {
  const list = new Map<string, NameGender>();
  const codes: Record<string, NameGender> = { f: 'feminine', m: 'masculine', u: 'unisex' };
  const source = readFileSync(new URL('./names/ssa-names.txt', import.meta.url), 'utf8');
  for (const line of source.split('\n')) {
    const gender = codes[line.charAt(0)];
    if (gender && line.charAt(1) === ' ') list.set(line.slice(2).trim(), gender);
  }
  return list;
}

/** Loaded on first use (about 0.1 s, 90,000 names); later calls look up in memory. */
function loadTables(): NameTables {
  if (tables) return tables;
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('gender-detection-from-name/package.json'));
  const byLanguage = new Map(PACKAGE_LANGUAGES.map((language) => [language, readPackageList(dir, language)]));
  tables = { byLanguage, ssa: readSsaList() };
  return tables;
}

const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

function lookup(key: string, language: string): NameGender | null {
  const { byLanguage, ssa } = loadTables();
  // The prompt's own language first where the package knows it: Andrea is a man in Italian.
  const own = language !== 'en' ? byLanguage.get(language)?.get(key) : undefined;
  if (own && own !== 'both') return own;
  const counted = ssa.get(key);
  if (counted === 'unisex') return counted;
  for (const list of byLanguage.values()) {
    const verdict = list.get(key);
    if (verdict && verdict !== 'both') return verdict;
  }
  return counted ?? null;
}

/**
 * The gender a first name is usually given to, by the prompt's language: the npm package
 * gender-detection-from-name (MIT; English, Italian, Spanish, German, French and Turkish
 * lists, 87,000 names) and the US SSA counts (unisex names, 16,000 names the package lacks).
 * Accents and hyphens are tried away: "Seo-yeon" -> "seoyeon", "José" -> "jose".
 */
export function genderOfName(firstName: string, language = 'en'): NameGender | null {
  const key = firstName.trim().toLowerCase().replace(/[’']/g, '');
  if (!/^\p{L}[\p{L}\p{M}-]*$/u.test(key)) return null;
  const tries = [key, plain(key), key.replace(/-/g, ' '), plain(key).replace(/-/g, '')];
  for (const candidate of new Set(tries)) {
    const found = lookup(candidate, language);
    if (found) return found;
  }
  return null;
}
