import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SealedKey {
  cipher: string;
  iv: string;
  tag: string;
}

/** AES-256-GCM with a key derived from the platform's secret: a stolen database reveals no API key. */
export class KeyCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`avatarium provider keys\u0000${secret}`).digest();
  }

  seal(plain: string): SealedKey {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { cipher: sealed.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
  }

  open(sealed: SealedKey): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.cipher, 'base64')), decipher.final()]).toString('utf8');
  }
}
