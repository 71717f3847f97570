import { clusterVectors, type Clusters } from './clusters.js';
import { dot } from './vector-math.js';

export interface VectorHit {
  doc: number;
  score: number;
}

/** Up to this many vectors a question is compared with all of them (about 1 ms); above, by clusters. */
export const EXACT_SEARCH_MAX_VECTORS = 4_000;
/** A clustered search reads the nearest clusters until it has compared this share of the vectors. */
const SEARCHED_SHARE = 0.08;
const PROBES_MIN = 3;

/**
 * Every FAQ row as two unit vectors, its question alone and its question with its answer
 * (a short question matches a short question best, while the answer carries the words a
 * paraphrase may use); a row scores the closer of the two. Vectors sit in one flat array,
 * row r's at 2r and 2r + 1. Large FAQs are also grouped into clusters (spherical k-means)
 * so a question is compared with the vectors of its nearest clusters only: a full scan of
 * 10,000 rows costs 6 to 10 ms in JavaScript, the clustered one about 1 ms.
 */
export class VectorIndex {
  constructor(
    readonly model: string,
    readonly dims: number,
    readonly rows: number,
    /** 2 × rows × dims. */
    readonly vectors: Float32Array,
    readonly clusters: Clusters | null,
  ) {
    if (vectors.length !== 2 * rows * dims) throw new Error('vector index: sizes do not match');
  }

  static of(model: string, questions: Float32Array[], passages: Float32Array[]): VectorIndex {
    const dims = questions[0]?.length ?? 0;
    const rows = questions.length;
    const vectors = new Float32Array(2 * rows * dims);
    for (let row = 0; row < rows; row++) {
      vectors.set(questions[row]!, 2 * row * dims);
      vectors.set(passages[row]!, (2 * row + 1) * dims);
    }
    const clusters = 2 * rows > EXACT_SEARCH_MAX_VECTORS ? clusterVectors(vectors, dims) : null;
    return new VectorIndex(model, dims, rows, vectors, clusters);
  }

  /** The `limit` closest rows scoring at least `floor`, best first. */
  search(query: Float32Array, limit: number, floor: number): VectorHit[] {
    if (query.length !== this.dims || this.rows === 0) return [];
    const best: VectorHit[] = [];
    const consider = (vector: number) => {
      const score = dot(query, this.vectors, vector * this.dims, this.dims);
      if (score < floor) return;
      const doc = vector >> 1;
      const same = best.findIndex((hit) => hit.doc === doc);
      if (same >= 0) {
        if (best[same]!.score >= score) return;
        best.splice(same, 1);
      }
      let at = best.length;
      while (at > 0 && best[at - 1]!.score < score) at -= 1;
      if (at < limit) {
        best.splice(at, 0, { doc, score });
        if (best.length > limit) best.pop();
      }
    };
    if (!this.clusters) {
      for (let vector = 0; vector < 2 * this.rows; vector++) consider(vector);
    } else {
      const budget = SEARCHED_SHARE * 2 * this.rows;
      let compared = 0;
      for (const [probe, cluster] of this.clusters.nearest(query).entries()) {
        if (probe >= PROBES_MIN && compared >= budget) break;
        const members = this.clusters.members(cluster);
        for (let i = 0; i < members.length; i++) consider(members[i]!);
        compared += members.length;
      }
    }
    return best;
  }

  /** A self-describing file: a JSON header line, the vectors, then the clusters (if any). */
  toBytes(): Buffer {
    const header = { model: this.model, dims: this.dims, rows: this.rows, clusters: this.clusters?.count ?? 0 };
    const parts = [Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), bytesOf(this.vectors)];
    if (this.clusters) parts.push(bytesOf(this.clusters.centroids), bytesOf(this.clusters.assignment));
    return Buffer.concat(parts);
  }

  static fromBytes(bytes: Buffer): VectorIndex {
    const newline = bytes.indexOf(10);
    if (newline < 0 || newline > 1_000) throw new Error('vector index: no header');
    const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as {
      model: string;
      dims: number;
      rows: number;
      clusters: number;
    };
    const vectorCount = 2 * header.rows;
    const expected = 4 * (vectorCount * header.dims + header.clusters * header.dims + (header.clusters ? vectorCount : 0));
    const raw = bytes.subarray(newline + 1);
    if (raw.length !== expected) throw new Error('vector index: truncated');
    // Copied out so the arrays are aligned whatever the header's length.
    const buffer = new Uint8Array(raw).buffer;
    const vectors = new Float32Array(buffer, 0, vectorCount * header.dims);
    let clusters: Clusters | null = null;
    if (header.clusters > 0) {
      const centroids = new Float32Array(buffer, vectors.byteLength, header.clusters * header.dims);
      const assignment = new Int32Array(buffer, vectors.byteLength + centroids.byteLength, vectorCount);
      clusters = clusterVectors(vectors, header.dims, { centroids, assignment });
    }
    return new VectorIndex(header.model, header.dims, header.rows, vectors, clusters);
  }
}

const bytesOf = (array: Float32Array | Int32Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
