/** 16-bit PCM mono WAV: what every browser decodes without help. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    data.writeInt16LE(Math.round(clamped * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** Samples of the first channel, in [-1, 1]. */
  samples: Float32Array;
  durationMs: number;
}

/** Reads a 16-bit PCM WAV (any chunk order), e.g. to measure a sentence a provider returned. */
export function decodeWav(wav: Buffer): DecodedWav {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let format: { channels: number; sampleRate: number; bits: number } | undefined;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.bits !== 16) throw new Error('only 16-bit PCM WAV is supported');
      const frames = Math.floor(Math.min(size, wav.length - body) / (2 * format.channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = wav.readInt16LE(body + i * 2 * format.channels) / 32768;
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        samples,
        durationMs: (frames / format.sampleRate) * 1000,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}
