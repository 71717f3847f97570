import { z } from 'zod';
import { optionalField } from '../../api/optionalField';

const text = optionalField(z.string().min(1));

/** What a refused upload request may say: its code and the server's error text. */
export const UploadFailureReply = z.object({ code: text, error: text, message: text });
