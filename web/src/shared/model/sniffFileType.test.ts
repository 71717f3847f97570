import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readFileHead, sniffFileType, SNIFF_HEAD_BYTES } from './sniffFileType';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const pad = (head: Uint8Array, length = SNIFF_HEAD_BYTES) => {
  const out = new Uint8Array(length);
  out.set(head.subarray(0, length));
  return out;
};
const sniffed = (head: Uint8Array) => {
  const found = sniffFileType(head);
  return found && { name: found.name, usableAs: [...found.usableAs] };
};
const fixture = async (path: string) =>
  (await readFile(new URL(`../../../../${path}`, import.meta.url))).subarray(0, SNIFF_HEAD_BYTES);

describe('sniffFileType: the media the create screen takes', () => {
  it('images by their signatures', () => {
    expect(sniffed(pad(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')))).toEqual({ name: 'a JPEG image', usableAs: ['image'] });
    expect(sniffed(pad(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toEqual({ name: 'a PNG image', usableAs: ['image'] });
    expect(sniffed(pad(bytes('GIF89a')))).toEqual({ name: 'a GIF image', usableAs: ['image'] });
    expect(sniffed(pad(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')))).toEqual({ name: 'a WebP image', usableAs: ['image'] });
  });

  it('videos and recordings, MP4 and WebM usable as either', () => {
    expect(sniffed(pad(bytes([0, 0, 0, 0x20], 'ftypisom')))).toEqual({ name: 'an MP4 video', usableAs: ['video', 'audio'] });
    expect(sniffed(pad(bytes([0, 0, 0, 0x14], 'ftypqt  ')))).toEqual({ name: 'a QuickTime (MOV) video', usableAs: ['video'] });
    expect(sniffed(pad(bytes([0, 0, 0, 8], 'wide')))?.usableAs).toEqual(['video']);
    expect(sniffed(pad(bytes([0, 0, 0, 0x20], 'ftypM4A ')))).toEqual({ name: 'an M4A recording', usableAs: ['audio'] });
    expect(sniffed(pad(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST')))).toEqual({ name: 'an AVI video', usableAs: ['video'] });
    expect(sniffed(pad(bytes('ID3', [4, 0, 0, 0, 0, 0, 0])))).toEqual({ name: 'an MP3 recording', usableAs: ['audio'] });
    expect(sniffed(pad(bytes([0xff, 0xfb, 0x90, 0x64])))).toEqual({ name: 'an MP3 recording', usableAs: ['audio'] });
    const oggPage = (codec: string) => pad(bytes('OggS', new Array<number>(24).fill(0), codec));
    expect(sniffed(oggPage('OpusHead'))?.usableAs).toEqual(['audio']);
    expect(sniffed(oggPage('\x01vorbis'))?.usableAs).toEqual(['audio']);
  });

  it('recognises the test fixtures as what they are', async () => {
    expect(sniffed(await fixture('services/media/test-fixtures/face.jpg'))?.name).toBe('a JPEG image');
    expect(sniffed(await fixture('testkit/fixtures/question.wav'))?.name).toBe('a WAV recording');
    expect(sniffed(await fixture('testkit/fixtures/question.webm'))).toEqual({
      name: 'a WebM video',
      usableAs: ['video', 'audio'],
    });
  });

  it('media of a kind the server refuses: named, not usable', () => {
    expect(sniffFileType(pad(bytes([0, 0, 0, 0x18], 'ftypheic')))).toEqual({
      name: 'a HEIC photo',
      category: 'image',
      usableAs: [],
    });
    expect(sniffed(pad(bytes('fLaC', [0, 0, 0, 0x22]))))?.toEqual({ name: 'a FLAC recording', usableAs: [] });
    expect(sniffed(pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')))?.name).toBe('an MKV video');
    expect(sniffed(pad(bytes([0xff, 0xf1, 0x50, 0x80])))?.name).toBe('an AAC recording');
    expect(sniffed(pad(bytes('BM', [0x36, 0x10, 0, 0, 0, 0, 0, 0, 0x36, 0])))?.name).toBe('a BMP image');
  });
});

describe('sniffFileType: what is not media', () => {
  it('programs, documents and archives', () => {
    expect(sniffed(pad(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode')))).toEqual({
      name: 'a Windows program',
      usableAs: [],
    });
    expect(sniffed(pad(bytes([0x7f], 'ELF', [2, 1, 1]))))?.toEqual({ name: 'a Linux program', usableAs: [] });
    expect(sniffed(pad(bytes([0xcf, 0xfa, 0xed, 0xfe]))))?.toEqual({ name: 'a Mac program', usableAs: [] });
    expect(sniffed(pad(bytes('%PDF-1.7\n'))))?.toEqual({ name: 'a PDF document', usableAs: [] });
    expect(sniffed(pad(bytes('PK', [3, 4, 20, 0]))))?.toEqual({ name: 'a ZIP archive (or an Office document)', usableAs: [] });
  });

  it('text: scripts, pages and plain text', () => {
    expect(sniffed(bytes('#!/bin/sh\nrm -rf /tmp/x\n'))?.name).toBe('a script');
    expect(sniffed(bytes('  <!DOCTYPE html><html>'))?.name).toBe('a web page');
    expect(sniffed(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))?.name).toBe('an SVG drawing');
    expect(sniffed(new TextEncoder().encode('Dear Clara, ünïcödé'))?.name).toBe('a text file');
  });

  it('knows nothing of an empty file or bytes without a signature', () => {
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(new Uint8Array([0, 1, 2, 3, 0xfe, 0xfe, 0x80, 0]))).toBeNull();
  });

  it('reads only the start of a file', async () => {
    const head = await readFileHead(new Blob([bytes('MZ'), new Uint8Array(10_000)]));
    expect(head.length).toBe(SNIFF_HEAD_BYTES);
    expect(sniffFileType(head)?.name).toBe('a Windows program');
  });
});
