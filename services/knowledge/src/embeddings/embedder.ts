/**
 * Turns texts into unit-length vectors whose dot product says how close their meanings are.
 * `model` names the vectors: vectors from another model are never compared with them.
 */
export interface Embedder {
  readonly model: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  close(): Promise<void>;
}
