import { dot } from './vector-math.js';

export interface Clusters {
  readonly count: number;
  /** count × dims, unit length. */
  readonly centroids: Float32Array;
  /** The cluster of each vector. */
  readonly assignment: Int32Array;
  /** Every cluster, the one whose centroid is closest to the query first. */
  nearest(query: Float32Array): number[];
  /** The vectors of one cluster. */
  members(cluster: number): Int32Array;
}

const ITERATIONS = 6;
/** k-means learns from at most this many vectors (evenly spread), then every vector is assigned once. */
const TRAINING_MAX = 6_000;

/**
 * Spherical k-means over unit vectors (about √n clusters): `saved` restores clusters from a
 * stored index without training again. Deterministic: the same vectors give the same clusters.
 */
export function clusterVectors(
  vectors: Float32Array,
  dims: number,
  saved?: { centroids: Float32Array; assignment: Int32Array },
): Clusters {
  const total = vectors.length / dims;
  const centroids = saved?.centroids ?? train(vectors, dims, total);
  const count = centroids.length / dims;
  const assignment = saved?.assignment ?? assignAll(vectors, dims, total, centroids, count);
  // Members of each cluster, contiguous (offsets into one list).
  const offsets = new Int32Array(count + 1);
  for (let v = 0; v < total; v++) offsets[assignment[v]! + 1]! += 1;
  for (let c = 0; c < count; c++) offsets[c + 1]! += offsets[c]!;
  const list = new Int32Array(total);
  const filled = offsets.slice(0, count);
  for (let v = 0; v < total; v++) list[filled[assignment[v]!]!++] = v;
  return {
    count,
    centroids,
    assignment,
    nearest(query) {
      const scores = new Float64Array(count);
      for (let c = 0; c < count; c++) scores[c] = dot(query, centroids, c * dims, dims);
      return Array.from({ length: count }, (_, c) => c).sort((a, b) => scores[b]! - scores[a]!);
    },
    members: (cluster) => list.subarray(offsets[cluster]!, offsets[cluster + 1]!),
  };
}

function closest(vectors: Float32Array, offset: number, dims: number, centroids: Float32Array, count: number): number {
  const vector = vectors.subarray(offset, offset + dims);
  let best = 0;
  let bestScore = -Infinity;
  for (let c = 0; c < count; c++) {
    const score = dot(vector, centroids, c * dims, dims);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

function assignAll(vectors: Float32Array, dims: number, total: number, centroids: Float32Array, count: number): Int32Array {
  const assignment = new Int32Array(total);
  for (let v = 0; v < total; v++) assignment[v] = closest(vectors, v * dims, dims, centroids, count);
  return assignment;
}

function train(vectors: Float32Array, dims: number, total: number): Float32Array {
  const count = Math.max(8, Math.min(256, Math.round(Math.sqrt(total))));
  const step = Math.max(1, Math.floor(total / TRAINING_MAX));
  const sample: number[] = [];
  for (let v = 0; v < total && sample.length < TRAINING_MAX; v += step) sample.push(v);
  const centroids = new Float32Array(count * dims);
  // Start from vectors spread evenly over the sample.
  for (let c = 0; c < count; c++) {
    const v = sample[Math.floor((c * sample.length) / count)]!;
    centroids.set(vectors.subarray(v * dims, (v + 1) * dims), c * dims);
  }
  const sums = new Float64Array(count * dims);
  const sizes = new Int32Array(count);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    sums.fill(0);
    sizes.fill(0);
    for (const v of sample) {
      const c = closest(vectors, v * dims, dims, centroids, count);
      sizes[c]! += 1;
      for (let i = 0; i < dims; i++) sums[c * dims + i]! += vectors[v * dims + i]!;
    }
    for (let c = 0; c < count; c++) {
      if (sizes[c] === 0) continue; // an empty cluster keeps its centroid
      let length = 0;
      for (let i = 0; i < dims; i++) length += sums[c * dims + i]! ** 2;
      length = Math.sqrt(length) || 1;
      for (let i = 0; i < dims; i++) centroids[c * dims + i] = sums[c * dims + i]! / length;
    }
  }
  return centroids;
}
