/**
 * The inverted index of one facet: for every term, the records holding it and the term's BM25+
 * impact in each (field boosts and per-field idf included, as MiniSearch scored them at query time).
 * Computing impacts here is what lets the browser rank from postings alone, without the field
 * lengths of every record.
 */
import { BM25, FIELD_BOOSTS, quantizeImpact, SEARCH_FIELDS, tokenize, type SearchRecord } from './search-index-format.ts';
import { packPlaces, PLACE } from './search-places.ts';

export interface TermPostings {
  term: string;
  /** Record positions (document ids), ascending. */
  documents: Int32Array;
  /** Quantized impact of the term in each of those records. */
  impacts: Uint8Array;
  /** Where the term is in each of those records, with the record's type and title and heading lengths (packPlaces). */
  places: Uint16Array;
}

/** The PLACE bit of each field in a record of this type: lvl2 is an h3 section's parent heading but an h2 section's own. */
function placeOfField(field: (typeof SEARCH_FIELDS)[number], type: SearchRecord['type']): number {
  if (field === 'lvl1') return PLACE.title;
  if (field === 'content') return PLACE.content;
  if (field === 'lvl2') return type === 'lvl3' ? PLACE.parentHeading : PLACE.heading;
  return PLACE.heading;
}

/** Words of a title or heading, what is in parentheses left out: API arguments and alternative names are asides ("useMachine(machine, options?)" is one word). */
const distinctTerms = (text: string | undefined) => new Set(tokenize((text ?? '').replace(/\([^)]*\)/g, ' '))).size;

const FIELDS = SEARCH_FIELDS.length;
/** Term frequencies of the fields travel packed in one number, a byte each (capped at 255). */
const TF_BITS = 8;
const TF_MAX = (1 << TF_BITS) - 1;

interface Accumulator {
  documents: number[];
  packedFrequencies: number[];
  /** Records holding the term, per field (for the field's idf). */
  fieldFrequencies: number[];
}

/** Postings of every term of the records, in term order. Memory grows with the postings, never with their square. */
export function termPostings(records: readonly SearchRecord[]): TermPostings[] {
  const count = records.length;
  const fieldLengths = new Uint32Array(count * FIELDS);
  // Per record: its type and the lengths of its title and own heading, packed once (places bits added per term).
  const recordPlaces = records.map((record) =>
    packPlaces({
      places: 0,
      type: record.type,
      titleTerms: distinctTerms(record.lvl1),
      headingTerms: distinctTerms(record.type === 'lvl3' ? record.lvl3 : record.type === 'lvl2' ? record.lvl2 : undefined),
    }),
  );
  const byTerm = new Map<string, Accumulator>();
  records.forEach((record, document) => {
    const frequencies = new Map<string, number>();
    SEARCH_FIELDS.forEach((field, fieldIndex) => {
      const terms = tokenize(record[field] ?? '');
      fieldLengths[document * FIELDS + fieldIndex] = terms.length;
      const shift = fieldIndex * TF_BITS;
      for (const term of terms) {
        const packed = frequencies.get(term) ?? 0;
        if (((packed >>> shift) & TF_MAX) < TF_MAX) frequencies.set(term, packed + (1 << shift));
      }
    });
    for (const [term, packed] of frequencies) {
      let accumulator = byTerm.get(term);
      if (!accumulator) byTerm.set(term, (accumulator = { documents: [], packedFrequencies: [], fieldFrequencies: new Array(FIELDS).fill(0) }));
      accumulator.documents.push(document);
      accumulator.packedFrequencies.push(packed);
      for (let field = 0; field < FIELDS; field++) if ((packed >>> (field * TF_BITS)) & TF_MAX) accumulator.fieldFrequencies[field]++;
    }
  });

  const averageLengths = SEARCH_FIELDS.map((_, field) => {
    let total = 0;
    for (let document = 0; document < count; document++) total += fieldLengths[document * FIELDS + field];
    return total / Math.max(1, count) || 1;
  });
  const boosts = SEARCH_FIELDS.map((field) => FIELD_BOOSTS[field]);
  const { k, b, d } = BM25;

  return [...byTerm.keys()].sort().map((term) => {
    const { documents, packedFrequencies, fieldFrequencies } = byTerm.get(term)!;
    byTerm.delete(term); // free each term's accumulator once it is encoded
    const idf = fieldFrequencies.map((holding) => Math.log(1 + (count - holding + 0.5) / (holding + 0.5)));
    const impacts = new Uint8Array(documents.length);
    const places = new Uint16Array(documents.length);
    documents.forEach((document, i) => {
      let impact = 0;
      let place = recordPlaces[document];
      for (let field = 0; field < FIELDS; field++) {
        const tf = (packedFrequencies[i] >>> (field * TF_BITS)) & TF_MAX;
        if (!tf) continue;
        place |= placeOfField(SEARCH_FIELDS[field], records[document].type);
        const lengthRatio = fieldLengths[document * FIELDS + field] / averageLengths[field];
        impact += boosts[field] * idf[field] * (d + (tf * (k + 1)) / (tf + k * (1 - b + b * lengthRatio)));
      }
      impacts[i] = Math.min(255, quantizeImpact(impact));
      places[i] = place;
    });
    return { term, documents: Int32Array.from(documents), impacts, places };
  });
}
